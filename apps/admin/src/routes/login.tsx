import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage, validateLoginSearch } from '../features/auth/login-page';

export type { LoginSearch } from '../features/auth/login-page';

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.getSnapshot().employee) throw redirect({ href: search.redirect ?? '/' });
  },
  component: () => <LoginPage {...Route.useSearch()} />,
});
