import { Modal } from '@shop/ui-kit/modal';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation } from '@tanstack/react-query';
import { useShopClient } from '../app/use-app-context';
import type { MutationFactory } from './resource-definition';
import { type ActionForm, ResourceFormBody } from './resource-form-body';

/**
 * The create and update modals: the action's form under its title; the call sends `toVariables(body)`. Closes
 * with a toast once the list has reloaded (the query cache refreshes what the write makes stale before it
 * settles), stays open with the typed values and the error otherwise.
 */
export function ResourceFormModal<Row, Body, Variables>({
  title,
  submitLabel,
  successText,
  action,
  mutation,
  toVariables,
  row,
  values,
  parentId,
  onClose,
}: {
  title: string;
  submitLabel: string;
  successText: string;
  action: ActionForm<Body, Row>;
  mutation: MutationFactory<Variables>;
  toVariables: (body: Body) => Variables;
  row: Row | undefined;
  values: { readonly [name: string]: unknown } | undefined;
  parentId: string | undefined;
  onClose: () => void;
}) {
  const write = useMutation(mutation(useShopClient()));
  const toast = useToast();
  return (
    <Modal open onClose={onClose}>
      <Modal.Title>{title}</Modal.Title>
      <Modal.Body>
        <ResourceFormBody
          action={action}
          title={title}
          row={row}
          values={values}
          parentId={parentId}
          submitLabel={submitLabel}
          pending={write.isPending}
          error={write.error}
          onSubmit={(body) =>
            write.mutate(toVariables(body), {
              onSuccess: () => {
                toast.success(successText);
                onClose();
              },
            })
          }
        />
      </Modal.Body>
    </Modal>
  );
}
