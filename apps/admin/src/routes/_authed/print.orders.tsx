import { Trans } from '@lingui/react/macro';
import type { ShopClient } from '@shop/sdk';
import { printOrdersMutationOptions } from '@shop/sdk/query';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type PrintSearch, printedIds, printSearch } from '../../features/printing/print-search';
import { PrintView } from '../../features/printing/print-view';

/**
 * The orders to print, read once per address: printOrders also records the print in each order's timeline, so it
 * is not read again while the view is open.
 */
const printoutQuery = (client: ShopClient, { ids, document }: PrintSearch) =>
  queryOptions({
    queryKey: ['printOrders', { ids, document }] as const,
    queryFn: () =>
      printOrdersMutationOptions(client).mutationFn({ body: { ids: printedIds(ids), document } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const Route = createFileRoute('/_authed/print/orders')({
  validateSearch: printSearch,
  loaderDeps: ({ search }) => search,
  // Never read ahead of a visit (a link hovered or focused preloads its route): each read records a print.
  loader: ({ context: { queryClient, client }, deps, preload }) =>
    preload || deps.ids === '' ? undefined : queryClient.ensureQueryData(printoutQuery(client, deps)),
  component: PrintOrdersPage,
});

function PrintOrdersPage() {
  const search = Route.useLoaderDeps();
  return search.ids === '' ? (
    <section className="print-view">
      <h1>
        <Trans>Nothing to print</Trans>
      </h1>
      <p>
        <Trans>Select orders on an order list, then choose Print packing slips or Print invoices.</Trans>
      </p>
    </section>
  ) : (
    <Printout search={search} />
  );
}

function Printout({ search }: { search: PrintSearch }) {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(printoutQuery(client, search));
  return <PrintView search={search} printout={data} />;
}
