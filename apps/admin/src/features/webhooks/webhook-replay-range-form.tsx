import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Schema } from '@shop/sdk';
import { getDashboardQueryOptions, replayWebhookDeliveriesMutationOptions } from '@shop/sdk/query';
import { Form } from '@shop/ui-kit/form';
import { TextField } from '@shop/ui-kit/text-field';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiFieldErrors, type FieldErrors, formErrorMessage } from '../../app/field-errors';
import { formText } from '../../app/form-values';
import { useShopClient } from '../../app/use-app-context';
import { zonedMoment } from './zoned-moment';

/**
 * "Send again from … to …": every delivery the endpoint was made in that time sent again (the receiver drops what it
 * already has). The two moments are the shop's clock (`SHOP_TIME_ZONE`), as the order lists' days are; the admin
 * learns the zone from the dashboard's answer (the one read that states it), and sending waits for it. `to` is not
 * included. A missing moment or an end not after the start is said at its field before anything is sent.
 */
export function WebhookReplayRangeForm({ endpoint }: { endpoint: Schema<'WebhookEndpoint'> }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const client = useShopClient();
  const replay = useMutation(replayWebhookDeliveriesMutationOptions(client));
  const timeZone = useQuery(getDashboardQueryOptions(client, { query: { period: 'today' } })).data?.timeZone;
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});
  const url = endpoint.url;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const from = formText(values, 'from');
    const to = formText(values, 'to');
    const errors: Record<string, string> = {};
    if (from === '') errors.from = t`Choose when to start`;
    if (to === '') errors.to = t`Choose when to end`;
    else if (from !== '' && to <= from) errors.to = t`The end must be after the start`;
    setCheckErrors(errors);
    if (Object.keys(errors).length > 0 || timeZone === undefined) return;
    replay.mutate(
      {
        params: { path: { id: endpoint._id } },
        body: { from: zonedMoment(from, timeZone), to: zonedMoment(to, timeZone) },
      },
      {
        onSuccess: ({ replayed: count }) =>
          toast.success(
            t`${plural(count, {
              one: `${count} delivery will be sent again to ${url}`,
              other: `${count} deliveries will be sent again to ${url}`,
            })}`,
          ),
      },
    );
  }

  const fieldErrors = { ...apiFieldErrors(replay.error), ...checkErrors };
  return (
    <Form
      className="webhook-replay-range"
      aria-label={t`Send again from a time range`}
      onSubmit={submit}
      noValidate
    >
      <Form.Error>{formErrorMessage(replay.error, ['from', 'to'], i18n)}</Form.Error>
      <TextField
        type="datetime-local"
        label={t`Send again from`}
        name="from"
        hint={timeZone === undefined ? undefined : t`The shop's time (${timeZone})`}
        error={fieldErrors.from}
      />
      <TextField type="datetime-local" label={t`To`} name="to" error={fieldErrors.to} />
      <Form.Actions>
        <Form.Submit
          pending={replay.isPending}
          pendingLabel={t`Sending...`}
          disabled={timeZone === undefined}
        >
          <Trans>Send again</Trans>
        </Form.Submit>
      </Form.Actions>
    </Form>
  );
}
