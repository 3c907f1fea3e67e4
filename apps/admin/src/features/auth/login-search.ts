// Apart from the screen: the route definition (in the whole app's first download) validates the search with it.

/** What /login reads from its address. */
export interface LoginSearch {
  /** The page to return to after signing in; only a path of this app, never another site. */
  redirect?: string | undefined;
  /** Set after a password reset or change, to say so above the form. */
  notice?: 'password-changed' | undefined;
}

/** /login's search, every key returned (undefined when invalid: the router keeps an address's own value of a key left out). */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const target = search.redirect;
  return {
    redirect: typeof target === 'string' && /^\/(?![/\\])/.test(target) ? target : undefined,
    notice: search.notice === 'password-changed' ? 'password-changed' : undefined,
  };
}
