import { createFileRoute, redirect } from '@tanstack/react-router';

/** `?redirect=`: the page to return to after signing in; only a path of this app (never another site). */
export interface LoginSearch {
  redirect?: string;
}

function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const target = search.redirect;
  return typeof target === 'string' && /^\/(?![/\\])/.test(target) ? { redirect: target } : {};
}

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.getSnapshot().employee) throw redirect({ href: search.redirect ?? '/' });
  },
  component: () => <h1>Login</h1>,
});
