import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { validateLoginSearch } from '../features/auth/login-search';

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.getSnapshot().employee) throw redirect({ href: search.redirect ?? '/' });
  },
  component: () => <LoginPage {...Route.useSearch()} />,
});
