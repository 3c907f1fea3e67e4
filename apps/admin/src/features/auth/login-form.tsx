import { Trans, useLingui } from '@lingui/react/macro';
import { type Schema, unwrap } from '@shop/sdk';
import { EmailField } from '@shop/ui-kit/email-field';
import { Form } from '@shop/ui-kit/form';
import { PasswordField } from '@shop/ui-kit/password-field';
import type { FormEvent } from 'react';
import { formText } from '../../app/form-values';
import { AppLink } from '../../app/navigation';
import { useShopClient } from '../../app/use-app-context';
import { useSignInAttempt } from './use-sign-in-attempt';

/** The sign-in form: email, password, Sign In; shows "Loading..." while pending and the server's refusal. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const client = useShopClient();
  // The client itself rather than the query options: the sign-in screens do not load TanStack Query.
  const signIn = useSignInAttempt((body: Schema<'Login'>) =>
    unwrap(client.POST('/employees/login', { body })),
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = { email: formText(data, 'email').trim(), password: formText(data, 'password') };
    if (await signIn.attempt(body)) onSignedIn();
  }

  return (
    <Form aria-label={t`Login`} onSubmit={onSubmit}>
      <Form.Error>{signIn.errorMessage}</Form.Error>
      <EmailField
        label={t`Email`}
        name="email"
        placeholder={t`Please Enter your Email`}
        required
        error={signIn.fieldErrors.email}
      />
      <PasswordField
        label={t`Password`}
        name="password"
        placeholder={t`Please Enter your Password`}
        autoComplete="current-password"
        required
        error={signIn.fieldErrors.password}
      />
      <Form.Actions>
        <Form.Submit pending={signIn.isLoading} pendingLabel={t`Loading...`}>
          <Trans>Sign In</Trans>
        </Form.Submit>
      </Form.Actions>
      <p className="auth-page-links">
        <AppLink href="/recover-pass-one">
          <Trans>Forgot password?</Trans>
        </AppLink>
      </p>
    </Form>
  );
}
