import { Trans, useLingui } from '@lingui/react/macro';
import { type Schema, unwrap } from '@shop/sdk';
import { ResetPasswordSchema } from '@shop/sdk/schemas';
import { Form } from '@shop/ui-kit/form';
import { type FormEvent, useState } from 'react';
import { apiFieldErrors, errorMessage, type FieldErrors, issueFieldErrors } from '../../app/field-errors';
import { useShopClient } from '../../app/use-app-context';
import { NewPasswordFields, readNewPassword } from './new-password-fields';
import { useSubmission } from './use-submission';

/** Sets a new password from an emailed reset link. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const { t, i18n } = useLingui();
  const client = useShopClient();
  const reset = useSubmission((body: Schema<'ResetPassword'>) =>
    unwrap(client.POST('/employees/resetEmployeePassword', { body })),
  );
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.reset();
    const typed = readNewPassword(new FormData(event.currentTarget));
    if ('mismatch' in typed) {
      setCheckErrors({ confirm: i18n._(typed.mismatch) });
      return;
    }
    const checked = ResetPasswordSchema.safeParse({ token, newPassword: typed.password });
    setCheckErrors(checked.success ? {} : issueFieldErrors(checked.error.issues, i18n));
    if (checked.success) void reset.submit(checked.data, onReset);
  }

  const serverErrors = apiFieldErrors(reset.error);
  const banner =
    reset.state.status === 'error'
      ? errorMessage(reset.error, i18n)
      : checkErrors.token && t`This reset link is not valid. Ask for a new one.`;
  return (
    <Form aria-label={t`Reset password`} onSubmit={onSubmit}>
      <Form.Error>{banner}</Form.Error>
      <NewPasswordFields
        labels={{ password: t`New Password`, confirm: t`Confirm New Password` }}
        errors={{
          password: checkErrors.newPassword ?? serverErrors.newPassword,
          confirm: checkErrors.confirm,
        }}
      />
      <Form.Actions>
        <Form.Submit pending={reset.state.status === 'pending'} pendingLabel={t`Loading...`}>
          <Trans>Change Password</Trans>
        </Form.Submit>
      </Form.Actions>
    </Form>
  );
}
