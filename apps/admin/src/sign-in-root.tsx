import { I18nProvider } from '@lingui/react';
import { lazy, type ReactNode, StrictMode, Suspense, useEffect, useMemo, useState } from 'react';
import type { Root } from 'react-dom/client';
import { type AppServices, AppServicesContext } from './app/app-services';
import { type Navigation, NavigationContext } from './app/navigation';
import { LoginPage } from './features/auth/login-page';
import { validateLoginSearch } from './features/auth/login-search';

// The screens but the sign-in one load when opened (an invite's registration needs the picture input and the
// form schemas); `showSignIn` starts loading the one at the first address before it renders.
const loadForgot = () => import('./features/auth/forgot-password-form');
const loadRegister = () => import('./features/auth/register-page');
const loadReset = () => import('./features/auth/reset-password-page');
const ForgotPasswordPage = lazy(() => loadForgot().then((m) => ({ default: m.ForgotPasswordPage })));
const RegisterPage = lazy(() => loadRegister().then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = lazy(() => loadReset().then((m) => ({ default: m.ResetPasswordPage })));

// A signed-out visit to a sign-in screen is shown by this small entry, without the router and the route tree (about
// a fifth of the JavaScript the sign-in page would otherwise download). The same screens are routes of the whole app
// too, for a person signed out while using it. Once signed in (or on any other address), the whole app starts over
// the same services, at the address the screen went to.

const token = (path: string, prefix: string) =>
  path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes('/')
    ? decodeURIComponent(path.slice(prefix.length))
    : undefined;

/** The sign-in screen at an address, or undefined when the address is another screen of the app. */
export function signInScreenAt({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): ReactNode | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/login') {
    const params = new URLSearchParams(search);
    return <LoginPage {...validateLoginSearch(Object.fromEntries(params))} />;
  }
  if (path === '/recover-pass-one') return <ForgotPasswordPage />;
  const register = token(path, '/register/');
  if (register !== undefined) return <RegisterPage key={register} token={register} />;
  const reset = token(path, '/resetEmployeePassword/');
  if (reset !== undefined) return <ResetPasswordPage key={reset} token={reset} />;
  return undefined;
}

const here = () => ({ pathname: window.location.pathname, search: window.location.search });

function SignInRoot({ services, startApp }: { services: AppServices; startApp: () => void }) {
  const [location, setLocation] = useState(here);
  const navigation = useMemo<Navigation>(
    () => ({
      navigate(href, options) {
        if (options?.replace) window.history.replaceState(null, '', href);
        else window.history.pushState(null, '', href);
        if (signInScreenAt(window.location)) setLocation(here());
        else startApp();
      },
    }),
    [startApp],
  );
  useEffect(() => {
    const onPopState = () => (signInScreenAt(window.location) ? setLocation(here()) : startApp());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [startApp]);
  return (
    <I18nProvider i18n={services.language.i18n}>
      <AppServicesContext value={services}>
        <NavigationContext value={navigation}>
          <Suspense fallback={null}>{signInScreenAt(location)}</Suspense>
        </NavigationContext>
      </AppServicesContext>
    </I18nProvider>
  );
}

/** Shows the sign-in screens in `root` until the person signs in or goes elsewhere; then `startApp` takes over. */
export async function showSignIn(root: Root, services: AppServices, startApp: () => void): Promise<void> {
  const path = window.location.pathname;
  const load = path.startsWith('/register/')
    ? loadRegister
    : path.startsWith('/resetEmployeePassword/')
      ? loadReset
      : path.startsWith('/recover-pass-one')
        ? loadForgot
        : undefined;
  await load?.();
  root.render(
    <StrictMode>
      <SignInRoot services={services} startApp={startApp} />
    </StrictMode>,
  );
}
