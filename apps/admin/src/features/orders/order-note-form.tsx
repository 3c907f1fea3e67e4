import { Trans, useLingui } from '@lingui/react/macro';
import { addOrderNoteMutationOptions } from '@shop/sdk/query';
import { OrderNoteSchema } from '@shop/sdk/schemas';
import { Form } from '@shop/ui-kit/form';
import { TextareaField } from '@shop/ui-kit/textarea-field';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiFieldErrors, errorMessage, issueFieldErrors } from '../../app/field-errors';
import { useShopClient } from '../../app/use-app-context';

/**
 * Adds a staff note to an order's timeline (`addOrderNote`), checked against the document's rules first. The note
 * shows in the timeline once it has been read again; a refused one keeps its text and shows why.
 */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const { t, i18n } = useLingui();
  const client = useShopClient();
  const addNote = useMutation(addOrderNoteMutationOptions(client));
  const [note, setNote] = useState('');
  const [checkError, setCheckError] = useState<string | undefined>(undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = OrderNoteSchema.safeParse({ note });
    if (!checked.success) {
      setCheckError(issueFieldErrors(checked.error.issues, i18n).note);
      return;
    }
    setCheckError(undefined);
    addNote.mutate(
      { params: { path: { id: orderId } }, body: checked.data },
      { onSuccess: () => setNote('') },
    );
  }

  return (
    <Form aria-label={t`Add a note`} onSubmit={submit} noValidate>
      <Form.Error>{addNote.error ? errorMessage(addNote.error, i18n) : ''}</Form.Error>
      <TextareaField
        label={t`Note`}
        name="note"
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={checkError ?? apiFieldErrors(addNote.error).note}
      />
      <Form.Actions>
        <Form.Submit pending={addNote.isPending}>
          <Trans>Add Note</Trans>
        </Form.Submit>
      </Form.Actions>
    </Form>
  );
}
