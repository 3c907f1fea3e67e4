import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopApiError, ShopEvent } from '@shop/sdk';
import { Button } from '@shop/ui-kit/button';
import { FormError } from '@shop/ui-kit/form-error';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../app/field-errors';
import { useFormat } from '../app/use-format';

/**
 * Said in an update form when the server refused it because someone changed the record since the form started
 * (412): who and when ("Changed by … at …", the time written as the record's History writes it), that what was
 * typed is kept, and a button that loads their changes (the form then starts again from the record as it is now).
 * It takes the focus when it appears, inside the dialog, so the person (and their screen reader) meets it first.
 */
export function StaleRecordNotice({
  refusal,
  onReload,
}: {
  refusal: ShopApiError;
  onReload: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) notice.current?.focus();
  }, [refusal]);
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
    <FormError ref={notice} tabIndex={-1}>
      <p>
        <ChangedBy refusal={refusal} />
      </p>
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

/** "Changed by Sadia Islam at 6 Mar 2026, 3:15 pm" from the 412's who and when; the server's words without them. */
function ChangedBy({ refusal }: { refusal: ShopApiError }) {
  const { dateTime } = useFormat();
  const at = refusal.changedSince?.changedAt;
  if (at === undefined || at === null) return refusal.message;
  const time = dateTime(at);
  const name = refusal.changedSince?.changedBy?.name;
  return name === undefined ? (
    <Trans>
      Changed by someone else at <time dateTime={at}>{time}</time>
    </Trans>
  ) : (
    <Trans>
      Changed by {name} at <time dateTime={at}>{time}</time>
    </Trans>
  );
}

/**
 * Said in an update form as soon as the event stream tells that someone else saved its record (before Save would
 * be refused): who and when, with the button that loads their version (the form starts again from it).
 */
export function ChangedElsewhereNotice({
  event,
  onReload,
}: {
  event: ShopEvent;
  onReload: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const { dateTime } = useFormat();
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const time = dateTime(event.occurredAt);
  const name = event.employee?.name;
  const reload = async () => {
    setLoading(true);
    setFailure(null);
    try {
      await onReload();
    } catch (error) {
      setFailure(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <FormError>
      <p>
        {name === undefined ? (
          <Trans>
            Changed by someone else at <time dateTime={event.occurredAt}>{time}</time>
          </Trans>
        ) : (
          <Trans>
            Changed by {name} at <time dateTime={event.occurredAt}>{time}</time>
          </Trans>
        )}
      </p>
      <Button variant="secondary" size="sm" onClick={reload} disabled={loading}>
        {loading ? t`Loading...` : t`Load their version`}
      </Button>
      {failure !== null && <p>{errorMessage(failure, i18n)}</p>}
    </FormError>
  );
}
