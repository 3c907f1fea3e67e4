import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-form';

export const Route = createFileRoute('/recover-pass-one')({
  component: ForgotPasswordPage,
});
