import { Link } from '@tanstack/react-router';

/** An address no screen answers to. */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to="/">Go to the home page</Link>
    </section>
  );
}
