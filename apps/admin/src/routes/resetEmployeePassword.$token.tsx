import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';

export const Route = createFileRoute('/resetEmployeePassword/$token')({
  beforeLoad: ({ context }) => context.language.need('signin'),
  component: () => <ResetPasswordPage token={Route.useParams().token} />,
});
