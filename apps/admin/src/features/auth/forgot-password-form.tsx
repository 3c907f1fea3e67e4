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
  const client = useShopClient();
  const recover = useSubmission((body: Schema<'ForgotPassword'>) =>
    unwrap(client.POST('/employees/forgotEmployeePassword', { body })),
  );
  const [emptyEmail, setEmptyEmail] = useState(false);

  if (recover.state.status === 'success') {
    return (
      <div className="auth-page-sent" role="status">
        <h2>Check your email</h2>
        <p>If we found an account with {recover.state.variables.email}, an email has been sent</p>
        <p className="auth-page-links">
          <AppLink href="/login">Back to Login</AppLink>
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
    <Form aria-label="Forgot password" onSubmit={onSubmit}>
      <p className="auth-page-note">Enter your email and we will send you a link to choose a new password.</p>
      <Form.Error>{recover.state.status === 'error' ? errorMessage(recover.error) : ''}</Form.Error>
      <EmailField
        label="Email"
        name="email"
        placeholder="Please Enter your Email"
        required
        error={emptyEmail ? 'Enter your email' : apiFieldErrors(recover.error).email}
      />
      <Form.Actions>
        <Form.Submit pending={recover.state.status === 'pending'} pendingLabel="Sending...">
          Send Recovery Email
        </Form.Submit>
      </Form.Actions>
      <p className="auth-page-links">
        <AppLink href="/login">Back to Login</AppLink>
      </p>
    </Form>
  );
}

/** The "Forgot password" screen. */
export function ForgotPasswordPage() {
  return (
    <AuthPage title="Forgot password">
      <ForgotPasswordForm />
    </AuthPage>
  );
}
