import { buttonClassName } from '@shop/ui-kit/button';
import { Link } from '@tanstack/react-router';

/** A screen only the shop's owners may use, opened by an employee: who can, instead of an empty list. */
export function OwnerOnlyPage({ action }: { action: string }) {
  return (
    <section className="not-found" aria-labelledby="owner-only-title">
      <h1 id="owner-only-title">Only the shop owner can {action}</h1>
      <p>Your role is Employee. Ask an owner of the shop to do this, or to make you an owner.</p>
      <Link to="/" className={buttonClassName('primary')}>
        Go to the home page
      </Link>
    </section>
  );
}
