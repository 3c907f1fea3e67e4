import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigation } from '../../app/navigation';
import { useSession } from '../../app/use-app-context';
import { AuthPage } from './auth-page';
import { LoginForm } from './login-form';
import type { LoginSearch } from './login-search';

/** The sign-in screen; after signing in it opens the page asked for (the home page by default). */
export function LoginPage({ redirect: target, notice }: LoginSearch) {
  const navigation = useNavigation();
  const { t } = useLingui();
  const { ended } = useSession();
  return (
    <AuthPage title={t`Login`}>
      {ended === 'accessEnded' && (
        <p role="alert" className="auth-page-note">
          <Trans>Your access to this shop has ended. Ask an owner.</Trans>
        </p>
      )}
      {notice === 'password-changed' && (
        <p role="status" className="auth-page-note">
          <Trans>Your password has been changed. Sign in with your new password.</Trans>
        </p>
      )}
      <LoginForm onSignedIn={() => navigation.navigate(target ?? '/', { replace: true })} />
    </AuthPage>
  );
}
