import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '@shop/ui-kit/button';
import { Link } from '@tanstack/react-router';

/** An address no screen answers to. */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>There is no page at this address. It may have moved, or the link may be mistyped.</Trans>
      </p>
      <Link to="/" className={buttonClassName('primary')}>
        <Trans>Go to the home page</Trans>
      </Link>
    </section>
  );
}
