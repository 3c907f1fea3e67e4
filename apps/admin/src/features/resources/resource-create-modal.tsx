import { Modal } from '@shop/ui-kit/modal';
import { useToast } from '@shop/ui-kit/toast';
import type { CreateAction } from './resource-definition';
import { ResourceFormBody } from './resource-form-body';
import { useListMutation } from './use-list-mutation';

/** "Create {name}": the action's form; closes once the list has reloaded, stays open with the error otherwise. */
export function ResourceCreateModal<Row, Body>({
  name,
  action,
  list,
  parentId,
  onClose,
}: {
  name: string;
  action: CreateAction<Row, Body>;
  list: { queryKey: readonly unknown[] };
  parentId: string | undefined;
  onClose: () => void;
}) {
  const create = useListMutation(action.mutation, list);
  const toast = useToast();
  const title = action.title ?? `Create ${name}`;
  return (
    <Modal open onClose={onClose}>
      <Modal.Title>{title}</Modal.Title>
      <Modal.Body>
        <ResourceFormBody
          action={action}
          title={title}
          row={undefined}
          values={undefined}
          parentId={parentId}
          submitLabel={action.submitLabel ?? `Create ${name}`}
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) =>
            create.mutate(
              { body },
              {
                onSuccess: () => {
                  toast.success(`${name} created`);
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
