import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/auth-page';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';

export const Route = createFileRoute('/recover-pass-one')({
  component: () => (
    <AuthPage title="Forgot password">
      <ForgotPasswordForm />
    </AuthPage>
  ),
});
