import { getEmailFromTokenQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/auth-page';
import { InviteLinkError } from '../features/auth/invite-link-error';
import { RegisterForm } from '../features/auth/register-form';

export const Route = createFileRoute('/register/$token')({
  beforeLoad: ({ context }) => {
    if (context.auth.getSnapshot().employee) throw redirect({ to: '/' });
  },
  loader: ({ context: { queryClient, client }, params: { token } }) =>
    queryClient.ensureQueryData(getEmailFromTokenQueryOptions(client, { path: { token } })),
  component: RegisterPage,
  errorComponent: ({ error }) => (
    <AuthPage title="Registration">
      <InviteLinkError error={error} />
    </AuthPage>
  ),
});

function RegisterPage() {
  const { token } = Route.useParams();
  const { client } = Route.useRouteContext();
  const { data: invite } = useSuspenseQuery(getEmailFromTokenQueryOptions(client, { path: { token } }));
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
