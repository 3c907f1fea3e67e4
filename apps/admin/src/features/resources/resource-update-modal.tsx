import { Modal } from '@shop/ui-kit/modal';
import { useToast } from '@shop/ui-kit/toast';
import type { UpdateAction } from './resource-definition';
import { ResourceFormBody } from './resource-form-body';
import { useListMutation } from './use-list-mutation';

/** "Update {name}": the action's form started from the row; closes once the list has reloaded. */
export function ResourceUpdateModal<Row extends { _id: string }, Body>({
  name,
  action,
  list,
  row,
  parentId,
  onClose,
}: {
  name: string;
  action: UpdateAction<Row, Body>;
  list: { queryKey: readonly unknown[] };
  row: Row;
  parentId: string | undefined;
  onClose: () => void;
}) {
  const update = useListMutation(action.mutation, list);
  const toast = useToast();
  const title = action.title ?? `Update ${name}`;
  return (
    <Modal open onClose={onClose}>
      <Modal.Title>{title}</Modal.Title>
      <Modal.Body>
        <ResourceFormBody
          action={action}
          title={title}
          row={row}
          values={'values' in action ? action.values(row) : undefined}
          parentId={parentId}
          submitLabel={action.submitLabel ?? `Update ${name}`}
          pending={update.isPending}
          error={update.error}
          onSubmit={(body) =>
            update.mutate(
              { params: { path: { id: row._id } }, body },
              {
                onSuccess: () => {
                  toast.success(`${name} updated`);
                  onClose();
                },
              },
            )
          }
        />
      </Modal.Body>
    </Modal>
  );
}
