import { getCurrentEmployeeQueryOptions, listMySessionsQueryOptions } from '@shop/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useLogout } from '../../features/auth/use-logout';
import { useLogoutEverywhere } from '../../features/auth/use-logout-everywhere';
import { MySessions } from '../../features/profile/my-sessions';
import { ProfileDetails } from '../../features/profile/profile-details';

export const Route = createFileRoute('/_authed/profile')({
  loader: ({ context: { queryClient, client } }) =>
    Promise.all([
      queryClient.ensureQueryData(getCurrentEmployeeQueryOptions(client)),
      queryClient.ensureQueryData(listMySessionsQueryOptions(client)),
    ]),
  component: ProfilePage,
});

function ProfilePage() {
  const { client } = Route.useRouteContext();
  const { data: employee } = useSuspenseQuery(getCurrentEmployeeQueryOptions(client));
  const { data: sessions } = useSuspenseQuery(listMySessionsQueryOptions(client));
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhere();
  return (
    <>
      <ProfileDetails
        employee={employee}
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
        onLogoutEverywhere={() => logoutEverywhere.mutateAsync()}
      />
      <MySessions sessions={sessions.data} />
    </>
  );
}
