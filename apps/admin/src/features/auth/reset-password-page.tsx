import { AppLink, useNavigation } from '../../app/navigation';
import { AuthPage } from './auth-page';
import { ResetPasswordForm } from './reset-password-form';

/** The "Reset password" screen of an emailed link; once reset, the sign-in screen says so. */
export function ResetPasswordPage({ token }: { token: string }) {
  const navigation = useNavigation();
  return (
    <AuthPage title="Reset password">
      <ResetPasswordForm
        token={token}
        onReset={() => navigation.navigate('/login?notice=password-changed', { replace: true })}
      />
      <p className="auth-page-links">
        <AppLink href="/recover-pass-one">Ask for a new link</AppLink>
        <AppLink href="/login">Back to Login</AppLink>
      </p>
    </AuthPage>
  );
}
