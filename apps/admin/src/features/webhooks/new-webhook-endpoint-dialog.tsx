import { Trans, useLingui } from '@lingui/react/macro';
import { eventTypeValues, type Schema } from '@shop/sdk';
import { createWebhookEndpointMutationOptions } from '@shop/sdk/query';
import { WebhookEndpointCreateSchema } from '@shop/sdk/schemas';
import { Form } from '@shop/ui-kit/form';
import { Modal } from '@shop/ui-kit/modal';
import { TextField } from '@shop/ui-kit/text-field';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { apiFieldErrors, type FieldErrors, formErrorMessage, issueFieldErrors } from '../../app/field-errors';
import { formText } from '../../app/form-values';
import { useShopClient } from '../../app/use-app-context';
import { webhookEventText } from './webhook-event-names';

/**
 * "New endpoint": its URL, a description and the event types it is sent (the SDK's, in words). Checked against the document's rules first; a refusal (a private address, a URL
 * registered already) keeps the dialog open with what was typed.
 */
export function NewWebhookEndpointDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  /** The endpoint was registered: its secret is in the answer, this once. */
  onCreated: (endpoint: Schema<'WebhookEndpointCreated'>) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} size="lg">
      <Modal.Title>
        <Trans>New webhook endpoint</Trans>
      </Modal.Title>
      <Modal.Body>
        <NewWebhookEndpointForm label={t`New webhook endpoint`} onCreated={onCreated} />
      </Modal.Body>
    </Modal>
  );
}

function NewWebhookEndpointForm({
  label,
  onCreated,
}: {
  label: string;
  onCreated: (endpoint: Schema<'WebhookEndpointCreated'>) => void;
}) {
  const { t, i18n } = useLingui();
  const create = useMutation(createWebhookEndpointMutationOptions(useShopClient()));
  const typesErrorId = useId();
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const checked = WebhookEndpointCreateSchema.safeParse({
      url: formText(values, 'url').trim(),
      eventTypes: values.getAll('eventTypes'),
      description: formText(values, 'description').trim(),
    });
    if (!checked.success) {
      setCheckErrors(issueFieldErrors(checked.error.issues, i18n));
      return;
    }
    setCheckErrors({});
    create.mutate({ body: checked.data }, { onSuccess: onCreated });
  }

  const fieldErrors = { ...apiFieldErrors(create.error), ...checkErrors };
  return (
    <Form aria-label={label} onSubmit={submit} noValidate>
      <Form.Error>{formErrorMessage(create.error, ['url', 'eventTypes', 'description'], i18n)}</Form.Error>
      <TextField
        label={t`URL`}
        name="url"
        type="url"
        autoComplete="off"
        hint={t`Where the tool receives events: https://tools.example.com/shop-events`}
        required
        error={fieldErrors.url}
      />
      <TextField
        label={t`Description`}
        name="description"
        autoComplete="off"
        error={fieldErrors.description}
      />
      <fieldset
        className="webhook-event-types"
        aria-describedby={fieldErrors.eventTypes === undefined ? undefined : typesErrorId}
      >
        <legend>
          <Trans>Event types</Trans>
        </legend>
        {eventTypeValues.map((type) => (
          <label key={type} className="webhook-event-type">
            <input type="checkbox" name="eventTypes" value={type} />
            {webhookEventText(type, i18n)}
          </label>
        ))}
        {fieldErrors.eventTypes !== undefined && (
          <p id={typesErrorId} className="ui-field-error" role="alert">
            {fieldErrors.eventTypes}
          </p>
        )}
      </fieldset>
      <Form.Actions>
        <Form.Submit pending={create.isPending} pendingLabel={t`Registering...`}>
          <Trans>Register endpoint</Trans>
        </Form.Submit>
      </Form.Actions>
    </Form>
  );
}
