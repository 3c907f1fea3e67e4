import { ShopApiError } from '@shop/sdk';
import { Button } from '@shop/ui-kit/button';
import { FormError } from '@shop/ui-kit/form-error';
import { AppLink } from '../../app/navigation';

/** The invite link could not be used: expired, used, replaced by a resend, or the server could not be asked. */
export function InviteLinkError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const unusable = error instanceof ShopApiError && (error.status === 404 || error.status === 400);
  if (unusable) {
    return (
      <>
        <FormError>
          This invitation link has expired or has already been used. Ask the person who invited you to send a
          new invite.
        </FormError>
        <p className="auth-page-note">{error.message}</p>
        <p className="auth-page-links">
          <AppLink href="/login">Go to Login</AppLink>
        </p>
      </>
    );
  }
  return (
    <>
      <FormError>{error instanceof Error ? error.message : 'The invitation could not be checked.'}</FormError>
      <p className="auth-page-links">
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </p>
    </>
  );
}
