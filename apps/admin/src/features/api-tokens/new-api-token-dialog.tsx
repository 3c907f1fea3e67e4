import { Trans, useLingui } from '@lingui/react/macro';
import { createApiTokenDefaults, createApiTokenNumbers, readDigits, type Schema } from '@shop/sdk';
import { createApiTokenMutationOptions } from '@shop/sdk/query';
import { ApiTokenCreateSchema } from '@shop/sdk/schemas';
import { Form } from '@shop/ui-kit/form';
import { Modal } from '@shop/ui-kit/modal';
import { NumberField } from '@shop/ui-kit/number-field';
import { TextField } from '@shop/ui-kit/text-field';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { apiScopeAreaNames, apiScopeNames, apiScopesByArea } from '../../app/api-scope-names';
import { daysLater } from '../../app/api-token-status';
import { apiFieldErrors, type FieldErrors, formErrorMessage, issueFieldErrors } from '../../app/field-errors';
import { formNumber } from '../../app/form-number';
import { formText } from '../../app/form-values';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';

const expiryRange = createApiTokenNumbers.expiresInDays;

/**
 * "New API token": a name, the scopes (a checkbox for each, read and write side by side for each part of the shop)
 * and how many days it lives (the document's default and range), with the day it will end. Checked against the
 * document's rules first; a refusal keeps the dialog open with what was chosen and says why where the person looks.
 */
export function NewApiTokenDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  /** The token was made: its secret is in the answer, this once. */
  onCreated: (token: Schema<'ApiTokenCreated'>) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} size="lg">
      <Modal.Title>
        <Trans>New API token</Trans>
      </Modal.Title>
      <Modal.Body>
        <NewApiTokenForm label={t`New API token`} onCreated={onCreated} />
      </Modal.Body>
    </Modal>
  );
}

function NewApiTokenForm({
  label,
  onCreated,
}: {
  label: string;
  onCreated: (token: Schema<'ApiTokenCreated'>) => void;
}) {
  const { t, i18n } = useLingui();
  const { dateTime } = useFormat();
  const create = useMutation(createApiTokenMutationOptions(useShopClient()));
  const scopesErrorId = useId();
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});
  const [daysText, setDaysText] = useState(String(createApiTokenDefaults.expiresInDays));

  const days = Number(readDigits(daysText).trim());
  const endsAt =
    /^\d+$/.test(readDigits(daysText).trim()) && days >= expiryRange.minimum && days <= expiryRange.maximum
      ? dateTime(daysLater(Date.now(), days).toISOString())
      : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const checked = ApiTokenCreateSchema.safeParse({
      name: formText(values, 'name').trim(),
      scopes: values.getAll('scopes'),
      expiresInDays: formNumber(values, 'expiresInDays') ?? createApiTokenDefaults.expiresInDays,
    });
    if (!checked.success) {
      setCheckErrors(issueFieldErrors(checked.error.issues, i18n));
      return;
    }
    setCheckErrors({});
    create.mutate({ body: checked.data }, { onSuccess: onCreated });
  }

  const fieldErrors = { ...apiFieldErrors(create.error), ...checkErrors };
  const maxDays = expiryRange.maximum;
  return (
    <Form aria-label={label} onSubmit={submit} noValidate>
      <Form.Error>{formErrorMessage(create.error, ['name', 'scopes', 'expiresInDays'], i18n)}</Form.Error>
      <TextField
        label={t`Name`}
        name="name"
        autoComplete="off"
        hint={t`What the tool is, as the change log will name it: "Nightly report".`}
        required
        error={fieldErrors.name}
      />
      <fieldset
        className="api-token-scopes"
        aria-describedby={fieldErrors.scopes === undefined ? undefined : scopesErrorId}
      >
        <legend>
          <Trans>Scopes</Trans>
        </legend>
        {apiScopesByArea().map(({ area, scopes }) => (
          // biome-ignore lint/a11y/useSemanticElements: a row of the grid of scopes, named by its part of the shop
          <div
            key={area}
            className="api-token-scope-area"
            role="group"
            aria-label={i18n._(apiScopeAreaNames[area])}
          >
            <span className="api-token-scope-area-name" aria-hidden="true">
              {i18n._(apiScopeAreaNames[area])}
            </span>
            {scopes.map((scope) => (
              <label key={scope} className="api-token-scope">
                <input type="checkbox" name="scopes" value={scope} />
                {i18n._(apiScopeNames[scope])}
              </label>
            ))}
          </div>
        ))}
        {fieldErrors.scopes !== undefined && (
          <p id={scopesErrorId} className="ui-field-error" role="alert">
            {fieldErrors.scopes}
          </p>
        )}
      </fieldset>
      <NumberField
        label={t`Expires in (days)`}
        name="expiresInDays"
        inputMode="numeric"
        min={expiryRange.minimum}
        max={expiryRange.maximum}
        value={daysText}
        onChange={(event) => setDaysText(event.target.value)}
        hint={
          endsAt === undefined ? t`At most ${maxDays} days.` : t`Ends ${endsAt}. At most ${maxDays} days.`
        }
        error={fieldErrors.expiresInDays}
      />
      <Form.Actions>
        <Form.Submit pending={create.isPending} pendingLabel={t`Creating...`}>
          <Trans>Create token</Trans>
        </Form.Submit>
      </Form.Actions>
    </Form>
  );
}
