import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed')({
  // Every signed-in screen: a signed-out visit goes to /login, which comes back here after signing in.
  beforeLoad: ({ context, location }) => {
    if (!context.auth.getSnapshot().employee) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: Outlet,
});
