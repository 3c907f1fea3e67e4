import { buttonClassName } from '@shop/ui-kit/button';
import { Link } from '@tanstack/react-router';

/** An address no screen answers to. */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className={buttonClassName('primary')}>
        Go to the home page
      </Link>
    </section>
  );
}
