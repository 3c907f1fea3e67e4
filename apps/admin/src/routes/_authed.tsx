import { getCurrentEmployeeQueryOptions, listAppSettingsQueryOptions } from '@shop/sdk/query';
import { ToastProvider } from '@shop/ui-kit/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { catalogsOf } from '../app/message-areas';
import { onDemand, useOnDemand } from '../app/on-demand';
import { useSession } from '../app/use-app-context';
import { useLogout } from '../features/auth/use-logout';
import { PaletteLauncher } from '../features/palette/palette-launcher';
import { AppShell } from '../features/shell/app-shell';

export const Route = createFileRoute('/_authed')({
  // Every signed-in screen: a signed-out visit goes to /login, which comes back here after signing in.
  // The query cache (and TanStack Query with it) is loaded here, so the sign-in screens never download it; every
  // route below reads it from its context. So are the signed-in screens' messages, and those of the page's area.
  beforeLoad: async ({ context, location }) => {
    if (!context.auth.getSnapshot().employee) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    const [queryClient] = await Promise.all([
      context.queries.load(),
      context.language.need('app', ...catalogsOf(location.pathname)),
    ]);
    return { queryClient };
  },
  // The top bar's logo, and the signed-in employee as the server knows them now (their role decides what the
  // screens offer: it may have changed since they signed in); started here so they load alongside the page, never
  // holding it up.
  loader: ({ context: { queryClient, client } }) => {
    void queryClient.prefetchQuery(listAppSettingsQueryOptions(client));
    void queryClient.prefetchQuery(getCurrentEmployeeQueryOptions(client));
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInFrame />
    </QueryClientProvider>
  );
}

// The tab's event stream: its code (the SDK's reader, the table of what each event makes stale, the hooks) is
// fetched once the first screen has shown, never in a page's first download.
const liveUpdates = onDemand(() => import('./-live/live-updates'));

/** The live part of a signed-in tab, once it has been fetched; an offline fetch leaves the lists as they are. */
function Live() {
  const live = useOnDemand(liveUpdates, { needed: false, ahead: true });
  return live ? <live.LiveUpdates /> : null;
}

function SignedInFrame() {
  const { employee } = useSession();
  const logout = useLogout();
  // Signing out empties the session a moment before /login opens.
  if (!employee) return null;
  // Screens report row actions with useToast(); the sign-in screens have no toasts and do not load them.
  return (
    <ToastProvider>
      <AppShell employee={employee} onLogout={() => logout.mutate()} search={<PaletteLauncher />}>
        <Outlet />
      </AppShell>
      <Live />
    </ToastProvider>
  );
}
