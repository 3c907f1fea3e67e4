import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { mayCall } from '@shop/sdk';
import { useMemo } from 'react';
import { useSession, useShopClient } from '../app/use-app-context';
import type { MutationFactory, ResourceDefinition, ResourceRow } from './resource-definition';

/**
 * The actions of a definition that the signed-in employee's role may take (the document's `x-roles`, as the server
 * enforces them): a write the role may not call is not offered. `withheld` says whether any was left out.
 */
export function useAllowedActions<Row extends ResourceRow, Args, CreateBody, UpdateBody>(
  can: ResourceDefinition<Row, Args, CreateBody, UpdateBody>['can'],
  dialogs: ResourceDefinition<Row, Args, CreateBody, UpdateBody>['dialogs'] = noDialogs,
) {
  const client = useShopClient();
  const { employee } = useSession();
  return useMemo(() => {
    const may = <Variables>(mutation: MutationFactory<Variables>) =>
      employee !== null && mayCall(mutation(client).mutationKey[0], employee.level);
    const create = can.create && may(can.create.mutation) ? can.create : undefined;
    const update = can.update && may(can.update.mutation) ? can.update : undefined;
    const remove = can.delete && may(can.delete.mutation) ? can.delete : undefined;
    const ownDialogs = dialogs.filter(
      (dialog) => employee !== null && mayCall(dialog.operation, employee.level),
    );
    const withheld =
      create !== can.create ||
      update !== can.update ||
      remove !== can.delete ||
      ownDialogs.length < dialogs.length;
    return { view: can.view, create, update, delete: remove, dialogs: ownDialogs, withheld };
  }, [can, dialogs, client, employee]);
}

const noDialogs: readonly never[] = [];

/**
 * "Only the shop owner can change delivery fees." for the translated plural (an acronym such as VAT keeps its
 * capitals).
 */
export function ownerOnlyText(plural: string, i18n: I18n): string {
  const records = /^[A-Z]+$/.test(plural) ? plural : plural.toLowerCase();
  return i18n._(msg`Only the shop owner can change ${records}.`);
}
