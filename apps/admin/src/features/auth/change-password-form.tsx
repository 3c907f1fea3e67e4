import { Trans, useLingui } from '@lingui/react/macro';
import { changeEmployeePasswordMutationOptions } from '@shop/sdk/query';
import { ChangePasswordSchema } from '@shop/sdk/schemas';
import { Form } from '@shop/ui-kit/form';
import { PasswordField } from '@shop/ui-kit/password-field';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiFieldErrors, errorMessage, type FieldErrors, issueFieldErrors } from '../../app/field-errors';
import { formText } from '../../app/form-values';
import { useShopClient } from '../../app/use-app-context';
import { NewPasswordFields, readNewPassword } from './new-password-fields';

/**
 * Changes the signed-in employee's password. The server then ends every session of theirs, this one included:
 * on success the fields are cleared and `onChanged` signs the person out.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const client = useShopClient();
  const change = useMutation(changeEmployeePasswordMutationOptions(client));
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.reset();
    const form = event.currentTarget;
    const data = new FormData(form);
    const typed = readNewPassword(data);
    if ('mismatch' in typed) {
      setCheckErrors({ confirm: i18n._(typed.mismatch) });
      return;
    }
    const checked = ChangePasswordSchema.safeParse({
      oldPassword: formText(data, 'oldPassword'),
      newPassword: typed.password,
    });
    setCheckErrors(checked.success ? {} : issueFieldErrors(checked.error.issues, i18n));
    if (!checked.success) return;
    change.mutate(
      { body: checked.data },
      {
        onSuccess: () => {
          form.reset();
          onChanged();
        },
      },
    );
  }

  const serverErrors = apiFieldErrors(change.error);
  return (
    <Form aria-label={t`Change password`} onSubmit={onSubmit}>
      <Form.Error>{change.isError ? errorMessage(change.error, i18n) : ''}</Form.Error>
      <PasswordField
        label={t`Current Password`}
        name="oldPassword"
        autoComplete="current-password"
        required
        error={checkErrors.oldPassword ?? serverErrors.oldPassword}
      />
      <NewPasswordFields
        labels={{ password: t`New Password`, confirm: t`Confirm New Password` }}
        errors={{
          password: checkErrors.newPassword ?? serverErrors.newPassword,
          confirm: checkErrors.confirm,
        }}
      />
      <Form.Actions>
        <Form.Submit pending={change.isPending} pendingLabel={t`Saving...`}>
          <Trans>Save New Password</Trans>
        </Form.Submit>
      </Form.Actions>
    </Form>
  );
}
