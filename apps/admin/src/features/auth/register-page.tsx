import { Trans, useLingui } from '@lingui/react/macro';
import { unwrap } from '@shop/sdk';
import { useEffect, useState } from 'react';
import { useNavigation } from '../../app/navigation';
import { useShopClient } from '../../app/use-app-context';
import { AuthPage } from './auth-page';
import { InviteLinkError } from './invite-link-error';
import { RegisterForm } from './register-form';

type Invite =
  | { status: 'loading' }
  | { status: 'ready'; email: string }
  | { status: 'failed'; error: unknown };

/**
 * The "Registration" screen of an invite link: the invited email is read first (an expired or used link says so),
 * then the form; once registered, the home page opens signed in.
 */
export function RegisterPage({ token }: { token: string }) {
  const client = useShopClient();
  const navigation = useNavigation();
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const [invite, setInvite] = useState<Invite>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setInvite({ status: 'loading' });
    // Read with the client itself: the sign-in screens do not load TanStack Query.
    unwrap(client.GET('/manageEmployees/getEmailFromToken/{token}', { params: { path: { token } } })).then(
      ({ email }) => current && setInvite({ status: 'ready', email }),
      (error: unknown) => current && setInvite({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `attempt` asks again after a failure.
  }, [client, token, attempt]);

  return (
    <AuthPage title={t`Registration`}>
      {invite.status === 'loading' && (
        <p className="auth-page-note" role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {invite.status === 'failed' && (
        <InviteLinkError error={invite.error} onRetry={() => setAttempt((count) => count + 1)} />
      )}
      {invite.status === 'ready' && (
        <RegisterForm
          token={token}
          email={invite.email}
          onRegistered={() => navigation.navigate('/', { replace: true })}
        />
      )}
    </AuthPage>
  );
}
