import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { FormError } from '@shop/ui-kit/form-error';
import { useState } from 'react';
import { errorMessage } from '../app/field-errors';

/**
 * Said in an update form when the server refused it because someone changed the record since the form started
 * (412): who and when (the server's "Changed by … at …"), that what was typed is kept, and a button that loads
 * their changes (the form then starts again from the record as it is now).
 */
export function StaleRecordNotice({ message, onReload }: { message: string; onReload: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const reload = async () => {
    setLoading(true);
    setFailure(null);
    try {
      await onReload();
    } catch (error) {
      setFailure(error);
      setLoading(false);
    }
  };
  return (
    <FormError>
      <p>{message}</p>
      <p>
        <Trans>What you typed is kept below.</Trans>
      </p>
      <Button variant="secondary" size="sm" onClick={reload} disabled={loading}>
        {loading ? t`Loading...` : t`Load their changes`}
      </Button>
      {failure !== null && <p>{errorMessage(failure, i18n)}</p>}
    </FormError>
  );
}
