import { Trans, useLingui } from '@lingui/react/macro';
import { type Schema, unwrap } from '@shop/sdk';
import { EmailField } from '@shop/ui-kit/email-field';
import { Form } from '@shop/ui-kit/form';
import { type FormEvent, useState } from 'react';
import { apiFieldErrors, errorMessage } from '../../app/field-errors';
import { formText } from '../../app/form-values';
import { AppLink } from '../../app/navigation';
import { useShopClient } from '../../app/use-app-context';
import { AuthPage } from './auth-page';
import { useSubmission } from './use-submission';

/** Asks for a recovery email; afterwards says to check the inbox (the answer never tells whether the account exists). */
export function ForgotPasswordForm() {
  const { t, i18n } = useLingui();
  const client = useShopClient();
  const recover = useSubmission((body: Schema<'ForgotPassword'>) =>
    unwrap(client.POST('/employees/forgotEmployeePassword', { body })),
  );
  const [emptyEmail, setEmptyEmail] = useState(false);

  if (recover.state.status === 'success') {
    const { email } = recover.state.variables;
    return (
      <div className="auth-page-sent" role="status">
        <h2>
          <Trans>Check your email</Trans>
        </h2>
        <p>
          <Trans>If we found an account with {email}, an email has been sent</Trans>
        </p>
        <p className="auth-page-links">
          <AppLink href="/login">
            <Trans>Back to Login</Trans>
          </AppLink>
        </p>
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email').trim();
    setEmptyEmail(email === '');
    if (email !== '') void recover.submit({ email });
  }

  return (
    <Form aria-label={t`Forgot password`} onSubmit={onSubmit}>
      <p className="auth-page-note">
        <Trans>Enter your email and we will send you a link to choose a new password.</Trans>
      </p>
      <Form.Error>{recover.state.status === 'error' ? errorMessage(recover.error, i18n) : ''}</Form.Error>
      <EmailField
        label={t`Email`}
        name="email"
        placeholder={t`Please Enter your Email`}
        required
        error={emptyEmail ? t`Enter your email` : apiFieldErrors(recover.error).email}
      />
      <Form.Actions>
        <Form.Submit pending={recover.state.status === 'pending'} pendingLabel={t`Sending...`}>
          <Trans>Send Recovery Email</Trans>
        </Form.Submit>
      </Form.Actions>
      <p className="auth-page-links">
        <AppLink href="/login">
          <Trans>Back to Login</Trans>
        </AppLink>
      </p>
    </Form>
  );
}

/** The "Forgot password" screen. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <AuthPage title={t`Forgot password`}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
