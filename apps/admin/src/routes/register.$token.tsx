import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/register-page';

export const Route = createFileRoute('/register/$token')({
  beforeLoad: ({ context }) => {
    if (context.auth.getSnapshot().employee) throw redirect({ to: '/' });
  },
  component: () => <RegisterPage token={Route.useParams().token} />,
});
