import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/auth-page';
import { ResetPasswordForm } from '../features/auth/reset-password-form';

export const Route = createFileRoute('/resetEmployeePassword/$token')({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  const router = useRouter();
  return (
    <AuthPage title="Reset password">
      <ResetPasswordForm
        token={token}
        onReset={() =>
          void router.navigate({ to: '/login', search: { notice: 'password-changed' }, replace: true })
        }
      />
      <p className="auth-page-links">
        <Link to="/recover-pass-one">Ask for a new link</Link>
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthPage>
  );
}
