import { useLingui } from '@lingui/react/macro';
import { RowActions } from '@shop/ui-kit/row-actions';
import type { RowDialog, RowLink } from './resource-definition';

/** What a row's action buttons open. */
export type RowModal = 'view' | 'update' | 'delete';

/** A row's actions in the order of the spec: View, Update, its links, its own dialogs, Delete. */
export function ResourceRowActions<Row>({
  row,
  offers,
  links,
  dialogs,
  onOpen,
  onOpenDialog,
}: {
  row: Row;
  offers: { readonly [K in RowModal]: boolean };
  links: readonly RowLink<Row>[];
  dialogs: readonly RowDialog<Row>[];
  onOpen: (modal: RowModal) => void;
  onOpenDialog: (dialog: RowDialog<Row>) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <RowActions>
      {offers.view && <RowActions.Button icon="view" label={t`View`} onClick={() => onOpen('view')} />}
      {offers.update && (
        <RowActions.Button icon="update" label={t`Update`} onClick={() => onOpen('update')} />
      )}
      {links.map((link) => (
        <RowActions.Link
          key={link.label.id}
          icon={link.icon}
          label={i18n._(link.label)}
          render={(props) => link.render(row, props)}
        />
      ))}
      {dialogs.map((dialog) => (
        <RowActions.Button
          key={dialog.label.id}
          icon={dialog.icon}
          label={i18n._(dialog.label)}
          onClick={() => onOpenDialog(dialog)}
        />
      ))}
      {offers.delete && (
        <RowActions.Button icon="delete" label={t`Delete`} tone="danger" onClick={() => onOpen('delete')} />
      )}
    </RowActions>
  );
}
