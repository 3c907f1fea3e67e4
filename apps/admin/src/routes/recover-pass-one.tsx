import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-form';

export const Route = createFileRoute('/recover-pass-one')({
  beforeLoad: ({ context }) => context.language.need('signin'),
  component: ForgotPasswordPage,
});
