import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { FormError } from '@shop/ui-kit/form-error';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useAppContext } from '../../app/use-app-context';
import { routeErrorMessage } from './route-error-message';

/** A route whose data or code failed to load: the reason and a way to try again. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { queries } = useAppContext();
  const { i18n } = useLingui();

  // The failed reads are forgotten so the route fetches them again rather than showing the same error. Through
  // the query client itself: importing TanStack Query here would put it in every page's first download.
  function tryAgain() {
    void queries.current()?.resetQueries({ predicate: (query) => query.state.status === 'error' });
    void router.invalidate();
  }

  return (
    <section className="route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title">
        <Trans>This page could not be loaded</Trans>
      </h1>
      <FormError>{routeErrorMessage(error, i18n)}</FormError>
      <Button onClick={tryAgain}>
        <Trans>Try again</Trans>
      </Button>
    </section>
  );
}
