import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';

export const Route = createFileRoute('/resetEmployeePassword/$token')({
  component: () => <ResetPasswordPage token={Route.useParams().token} />,
});
