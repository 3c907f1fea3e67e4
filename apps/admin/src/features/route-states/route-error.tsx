import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

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
      <h1 id="route-error-title">Something went wrong</h1>
      <p role="alert">{error instanceof Error ? error.message : 'An unexpected error occurred.'}</p>
      <button type="button" onClick={() => void router.invalidate()}>
        Try again
      </button>
    </section>
  );
}
