import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/register-page';

export const Route = createFileRoute('/register/$token')({
  beforeLoad: async ({ context }) => {
    if (context.auth.getSnapshot().employee) throw redirect({ to: '/' });
    await context.language.need('signin');
  },
  component: () => <RegisterPage token={Route.useParams().token} />,
});
