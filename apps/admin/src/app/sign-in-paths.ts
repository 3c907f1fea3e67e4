const signInPath = /^\/(login|recover-pass-one|register\/[^/]+|resetEmployeePassword\/[^/]+)\/?$/;

/**
 * Whether an address is a sign-in screen, which a signed-out visit sees through the small sign-in entry
 * (src/sign-in-root.tsx) rather than the router. The build's page preloads (page-preloads.ts) decide by it too.
 */
export function isSignInPath(pathname: string): boolean {
  return signInPath.test(pathname);
}
