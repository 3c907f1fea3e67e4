import { type Schema, ShopApiError, type ShopClient, toFormData, unwrap } from '@shop/sdk';
import { importItemsMutationOptions } from '@shop/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { useShopClient } from '../../app/use-app-context';

/** An applied import refused because some rows are errors (422): nothing was written; every row's outcome. */
export class ItemImportRefusedError extends ShopApiError {
  constructor(readonly refused: Schema<'ItemImportRefused'>) {
    super(422, refused.message);
  }
}

/**
 * The import of an items file: checked (`dryRun`: nothing is written, so nothing is refreshed) or applied, keyed
 * as the SDK's `importItemsMutationOptions` are, so the query cache then refreshes the item lists. Its own call
 * keeps a 422's rows, which the SDK's options would reduce to the message.
 */
export function useItemImport(dryRun: boolean) {
  const client = useShopClient();
  return useMutation({
    mutationKey: dryRun ? undefined : importItemsMutationOptions(client).mutationKey,
    mutationFn: (file: File) => importItems(client, { file, dryRun }),
  });
}

async function importItems(
  client: ShopClient,
  body: Schema<'ItemImport'>,
): Promise<Schema<'ItemImportResult'>> {
  const call = client.POST('/controlItems/manageItem/importItems', { body, bodySerializer: toFormData });
  try {
    return await unwrap(call);
  } catch (cause) {
    if (cause instanceof ShopApiError && cause.status === 422) {
      const { error } = await call;
      if (error !== undefined && 'rows' in error) throw new ItemImportRefusedError(error);
    }
    throw cause;
  }
}
