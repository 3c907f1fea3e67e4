import { unwrap } from '@shop/sdk';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/auth-page';
import { InviteLinkError } from '../features/auth/invite-link-error';
import { RegisterForm } from '../features/auth/register-form';

export const Route = createFileRoute('/register/$token')({
  beforeLoad: ({ context }) => {
    if (context.auth.getSnapshot().employee) throw redirect({ to: '/' });
  },
  // Read with the client itself: the sign-in screens do not load TanStack Query.
  loader: ({ context: { client }, params: { token } }) =>
    unwrap(client.GET('/manageEmployees/getEmailFromToken/{token}', { params: { path: { token } } })),
  component: RegisterPage,
  errorComponent: ({ error }) => (
    <AuthPage title="Registration">
      <InviteLinkError error={error} />
    </AuthPage>
  ),
});

function RegisterPage() {
  const { token } = Route.useParams();
  const invite = Route.useLoaderData();
  const router = useRouter();
  return (
    <AuthPage title="Registration">
      <RegisterForm
        token={token}
        email={invite.email}
        onRegistered={() => void router.navigate({ to: '/', replace: true })}
      />
    </AuthPage>
  );
}
