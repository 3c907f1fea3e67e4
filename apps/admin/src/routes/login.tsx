import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/auth-page';
import { LoginForm } from '../features/auth/login-form';

/** What /login reads from its address. */
export interface LoginSearch {
  /** The page to return to after signing in; only a path of this app, never another site. */
  redirect?: string | undefined;
  /** Set after a password reset or change, to say so above the form. */
  notice?: 'password-changed' | undefined;
}

// Every key is returned, undefined when invalid: the router keeps the address's own value of a key left out.
function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const target = search.redirect;
  return {
    redirect: typeof target === 'string' && /^\/(?![/\\])/.test(target) ? target : undefined,
    notice: search.notice === 'password-changed' ? 'password-changed' : undefined,
  };
}

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.getSnapshot().employee) throw redirect({ href: search.redirect ?? '/' });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: target, notice } = Route.useSearch();
  const router = useRouter();
  const { t } = useLingui();
  return (
    <AuthPage title={t`Login`}>
      {notice === 'password-changed' && (
        <p role="status" className="auth-page-note">
          <Trans>Your password has been changed. Sign in with your new password.</Trans>
        </p>
      )}
      <LoginForm onSignedIn={() => void router.navigate({ href: target ?? '/', replace: true })} />
    </AuthPage>
  );
}
