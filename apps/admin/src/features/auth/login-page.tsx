import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigation } from '../../app/navigation';
import { AuthPage } from './auth-page';
import { LoginForm } from './login-form';

/** What /login reads from its address. */
export interface LoginSearch {
  /** The page to return to after signing in; only a path of this app, never another site. */
  redirect?: string | undefined;
  /** Set after a password reset or change, to say so above the form. */
  notice?: 'password-changed' | undefined;
}

/** /login's search, every key returned (undefined when invalid: the router keeps an address's own value of a key left out). */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const target = search.redirect;
  return {
    redirect: typeof target === 'string' && /^\/(?![/\\])/.test(target) ? target : undefined,
    notice: search.notice === 'password-changed' ? 'password-changed' : undefined,
  };
}

/** The sign-in screen; after signing in it opens the page asked for (the home page by default). */
export function LoginPage({ redirect: target, notice }: LoginSearch) {
  const navigation = useNavigation();
  const { t } = useLingui();
  return (
    <AuthPage title={t`Login`}>
      {notice === 'password-changed' && (
        <p role="status" className="auth-page-note">
          <Trans>Your password has been changed. Sign in with your new password.</Trans>
        </p>
      )}
      <LoginForm onSignedIn={() => navigation.navigate(target ?? '/', { replace: true })} />
    </AuthPage>
  );
}
