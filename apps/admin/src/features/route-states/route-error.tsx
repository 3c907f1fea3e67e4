import { Button } from '@shop/ui-kit/button';
import { FormError } from '@shop/ui-kit/form-error';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { routeErrorMessage } from './route-error-message';

/** A route whose data or code failed to load: the reason and a way to try again. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  // Let the failed queries fetch again when the route renders anew.
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <section className="route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title">This page could not be loaded</h1>
      <FormError>{routeErrorMessage(error)}</FormError>
      <Button onClick={() => void router.invalidate()}>Try again</Button>
    </section>
  );
}
