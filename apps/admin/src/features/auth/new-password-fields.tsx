import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { newPasswordLimits } from '@shop/sdk';
import { PasswordField } from '@shop/ui-kit/password-field';
import { formText } from '../../app/form-values';

/** The message every flow that sets a password shows when the confirmation differs. */
export const PASSWORDS_DO_NOT_MATCH: MessageDescriptor = msg`Passwords do not match`;

/** The names of the two fields in the form. */
const PASSWORD = 'password';
const CONFIRM = 'confirmPassword';

/** A new password and its confirmation; `errors` holds the messages of both fields. */
export function NewPasswordFields({
  labels,
  errors,
}: {
  labels: { password: string; confirm: string };
  errors: { password?: string | undefined; confirm?: string | undefined };
}) {
  const { t } = useLingui();
  const minLength = newPasswordLimits.minLength;
  return (
    <>
      <PasswordField
        label={labels.password}
        name={PASSWORD}
        autoComplete="new-password"
        required
        hint={t`At least ${minLength} characters, and not a common password.`}
        error={errors.password}
      />
      <PasswordField
        label={labels.confirm}
        name={CONFIRM}
        autoComplete="new-password"
        required
        error={errors.confirm}
      />
    </>
  );
}

/** The new password typed into {@link NewPasswordFields}, or the mismatch (nothing may be sent then). */
export function readNewPassword(data: FormData): { password: string } | { mismatch: MessageDescriptor } {
  const password = formText(data, PASSWORD);
  return password === formText(data, CONFIRM) ? { password } : { mismatch: PASSWORDS_DO_NOT_MATCH };
}
