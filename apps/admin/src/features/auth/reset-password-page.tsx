import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink, useNavigation } from '../../app/navigation';
import { AuthPage } from './auth-page';
import { ResetPasswordForm } from './reset-password-form';

/** The "Reset password" screen of an emailed link; once reset, the sign-in screen says so. */
export function ResetPasswordPage({ token }: { token: string }) {
  const navigation = useNavigation();
  const { t } = useLingui();
  return (
    <AuthPage title={t`Reset password`}>
      <ResetPasswordForm
        token={token}
        onReset={() => navigation.navigate('/login?notice=password-changed', { replace: true })}
      />
      <p className="auth-page-links">
        <AppLink href="/recover-pass-one">
          <Trans>Ask for a new link</Trans>
        </AppLink>
        <AppLink href="/login">
          <Trans>Back to Login</Trans>
        </AppLink>
      </p>
    </AuthPage>
  );
}
