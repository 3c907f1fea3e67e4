import { Trans, useLingui } from '@lingui/react/macro';
import { ShopApiError } from '@shop/sdk';
import { Button } from '@shop/ui-kit/button';
import { FormError } from '@shop/ui-kit/form-error';
import { errorMessage } from '../../app/field-errors';
import { AppLink } from '../../app/navigation';

/** The invite link could not be used: expired, used, replaced by a resend, or the server could not be asked. */
export function InviteLinkError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const unusable = error instanceof ShopApiError && (error.status === 404 || error.status === 400);
  if (unusable) {
    return (
      <>
        <FormError>
          <Trans>
            This invitation link has expired or has already been used. Ask the person who invited you to send
            a new invite.
          </Trans>
        </FormError>
        <p className="auth-page-note">{error.message}</p>
        <p className="auth-page-links">
          <AppLink href="/login">
            <Trans>Go to Login</Trans>
          </AppLink>
        </p>
      </>
    );
  }
  return (
    <>
      <FormError>
        {error instanceof Error ? errorMessage(error, i18n) : t`The invitation could not be checked.`}
      </FormError>
      <p className="auth-page-links">
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </p>
    </>
  );
}
