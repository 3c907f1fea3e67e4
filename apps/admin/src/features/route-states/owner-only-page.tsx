import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '@shop/ui-kit/button';
import { Link } from '@tanstack/react-router';

/** A screen only the shop's owners may use, opened by an employee: who can, instead of an empty list. */
export function OwnerOnlyPage({ action }: { action: string }) {
  return (
    <section className="not-found" aria-labelledby="owner-only-title">
      <h1 id="owner-only-title">
        <Trans>Only the shop owner can {action}</Trans>
      </h1>
      <p>
        <Trans>Your role is Employee. Ask an owner of the shop to do this, or to make you an owner.</Trans>
      </p>
      <Link to="/" className={buttonClassName('primary')}>
        <Trans>Go to the home page</Trans>
      </Link>
    </section>
  );
}
