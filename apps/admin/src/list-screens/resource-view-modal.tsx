import { Trans, useLingui } from '@lingui/react/macro';
import { mayReadHistory } from '@shop/sdk';
import { DetailsList } from '@shop/ui-kit/details-list';
import { Modal } from '@shop/ui-kit/modal';
import { Tabs } from '@shop/ui-kit/tabs';
import { lazy, Suspense } from 'react';
import { useSession } from '../app/use-app-context';
import { ColumnValue, hasColumnValue } from './column-value';
import type { ResourceRow, ViewAction } from './resource-definition';

// The history (its read, the change list, the pages) loads when its tab is first opened: a list screen is usable
// without it, sooner.
const ResourceHistory = lazy(() =>
  import('./resource-history').then((m) => ({ default: m.ResourceHistory })),
);

/**
 * "View {name}": a Details tab (the row's fields as label and value pairs: Yes / No, "—" for none) and a History tab
 * (its changes), the latter only where the person's role may read such records' history.
 */
export function ResourceViewModal<Row extends ResourceRow>({
  title,
  view,
  row,
  rowName,
  onClose,
}: {
  title: string;
  view: ViewAction<Row>;
  row: Row;
  rowName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const level = useSession().employee?.level;
  const history = level !== undefined && mayReadHistory(view.entity, level);
  return (
    <Modal open onClose={onClose}>
      <Modal.Title>{title}</Modal.Title>
      <Modal.Body>
        <Tabs
          label={title}
          tabs={[
            {
              id: 'details',
              label: t`Details`,
              panel: (
                <DetailsList
                  items={view.fields.map((field) => ({
                    label: i18n._(field.header),
                    // "—" for a value the row lacks, as an order's view writes it.
                    value: hasColumnValue(field, row) ? (
                      <ColumnValue column={field} row={row} rowName={rowName} inView />
                    ) : null,
                  }))}
                />
              ),
            },
            ...(history
              ? [
                  {
                    id: 'history',
                    label: t`History`,
                    panel: (
                      <Suspense
                        fallback={
                          <p className="resource-note" role="status">
                            <Trans>Loading...</Trans>
                          </p>
                        }
                      >
                        <ResourceHistory entity={view.entity} id={row._id} />
                      </Suspense>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Modal.Body>
    </Modal>
  );
}
