import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { validateLoginSearch } from '../features/auth/login-search';

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  // The signed-out screens' messages are not loaded with the signed-in ones: the page waits for them.
  beforeLoad: async ({ context, search }) => {
    if (context.auth.getSnapshot().employee) throw redirect({ href: search.redirect ?? '/' });
    await context.language.need('signin');
  },
  component: () => <LoginPage {...Route.useSearch()} />,
});
