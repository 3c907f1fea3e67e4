import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ifMatch, type Schema, ShopApiError, setDeliveryFeeDistrictsLists } from '@shop/sdk';
import {
  listDeliveryFeesQueryOptions,
  listDistrictsQueryOptions,
  listDivisionsQueryOptions,
  setDeliveryFeeDistrictsMutationOptions,
} from '@shop/sdk/query';
import { Form } from '@shop/ui-kit/form';
import { Modal } from '@shop/ui-kit/modal';
import { TextField } from '@shop/ui-kit/text-field';
import { useToast } from '@shop/ui-kit/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../app/field-errors';
import { useShopClient } from '../../app/use-app-context';
import { StaleRecordNotice } from '../../list-screens/stale-record-notice';
import './delivery-fee-districts.css';

type DeliveryFee = Schema<'DeliveryFee'>;
type District = Schema<'District'>;

const MAX_DISTRICTS = setDeliveryFeeDistrictsLists.districts.maxItems;

/**
 * "Choose districts" of a delivery fee (owners): every district as a checkbox, grouped by division, with a box that
 * narrows them by name; a district the other fee covers says so. Saves them all at once, made only on the version
 * of the fee read (`If-Match`); a district the other fee has meanwhile taken (409) is said in the dialog, with what
 * was chosen kept; someone else's change of the fee (412) says who, and loads it on request.
 */
export function DeliveryFeeDistrictsDialog({ fee, onClose }: { fee: DeliveryFee; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const client = useShopClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [current, setCurrent] = useState(fee);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => idsOf(fee));
  const [filter, setFilter] = useState('');
  const [tooMany, setTooMany] = useState(false);
  const divisions = useQuery(listDivisionsQueryOptions(client));
  const districts = useQuery(listDistrictsQueryOptions(client));
  const fees = useQuery(listDeliveryFeesQueryOptions(client));
  const save = useMutation({
    ...setDeliveryFeeDistrictsMutationOptions(client),
    // A refusal for outdated data (the other fee took a district, someone changed this one) shows the list anew.
    meta: { refreshWhenRefused: true },
  });
  const feeName = current.name;
  const stale = save.error instanceof ShopApiError && save.error.status === 412 ? save.error : null;

  // Who else covers each district: the other fee's name.
  const coveredBy = new Map<string, string>();
  for (const other of fees.data?.data ?? [])
    if (other._id !== current._id)
      for (const district of other.districts) coveredBy.set(district._id, other.name);

  const words = filter.trim().toLowerCase();
  const groups = (divisions.data?.data ?? [])
    .map((division) => {
      const all = (districts.data?.data ?? []).filter((district) => district.division._id === division._id);
      const matches = division.name.toLowerCase().includes(words)
        ? all
        : all.filter((district) => district.name.toLowerCase().includes(words));
      return { division, districts: matches };
    })
    .filter((group) => group.districts.length > 0);

  const toggle = (district: District, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(district._id);
    else next.delete(district._id);
    setChosen(next);
    setTooMany(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.size > MAX_DISTRICTS) {
      setTooMany(true);
      return;
    }
    save.mutate(
      { params: { path: { id: current._id }, header: ifMatch(current) }, body: { districts: [...chosen] } },
      {
        onSuccess: () => {
          toast.success(t`Districts of ${feeName} saved`);
          onClose();
        },
      },
    );
  };

  const reload = async () => {
    const list = await queryClient.fetchQuery({ ...listDeliveryFeesQueryOptions(client), staleTime: 0 });
    const fresh = list.data.find((row) => row._id === current._id);
    if (fresh === undefined) throw new Error(t`This delivery fee is no longer on the list.`);
    setCurrent(fresh);
    setChosen(idsOf(fresh));
    save.reset();
  };

  const count = chosen.size;
  const loadFailure = [divisions, districts, fees].find((query) => query.isError)?.error;
  return (
    <Modal open onClose={onClose} size="lg">
      <Modal.Title>
        <Trans>Choose districts of {feeName}</Trans>
      </Modal.Title>
      <Modal.Body>
        {stale && <StaleRecordNotice refusal={stale} onReload={reload} />}
        <Form aria-label={t`Choose districts of ${feeName}`} onSubmit={submit} noValidate>
          <Form.Error>
            {tooMany
              ? t`A fee can cover at most ${MAX_DISTRICTS} districts.`
              : save.isError && stale === null
                ? errorMessage(save.error, i18n)
                : ''}
          </Form.Error>
          <p className="resource-note" role="status">
            {count === 0
              ? t`No district chosen: this fee covers every district the other fee does not name.`
              : t`${plural(count, { one: `${count} district chosen`, other: `${count} districts chosen` })}`}
          </p>
          <TextField
            type="search"
            label={t`Filter districts`}
            value={filter}
            autoComplete="off"
            onChange={(event) => setFilter(event.target.value)}
            onKeyDown={(event) => {
              // Enter in the filter must not save the choice.
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          {loadFailure !== undefined && <p role="alert">{errorMessage(loadFailure, i18n)}</p>}
          {(divisions.isPending || districts.isPending) && (
            <p className="resource-note">
              <Trans>Loading...</Trans>
            </p>
          )}
          <div className="fee-districts">
            {groups.map(({ division, districts: shown }) => (
              <fieldset key={division._id} className="fee-districts-division">
                <legend>{division.name}</legend>
                {shown.map((district) => {
                  const other = coveredBy.get(district._id);
                  return (
                    <label key={district._id} className="fee-districts-choice">
                      <input
                        type="checkbox"
                        checked={chosen.has(district._id)}
                        onChange={(event) => toggle(district, event.target.checked)}
                      />
                      <span>{district.name}</span>
                      {other !== undefined && (
                        <span className="fee-districts-other">
                          <Trans>({other} covers it)</Trans>
                        </span>
                      )}
                    </label>
                  );
                })}
              </fieldset>
            ))}
            {groups.length === 0 && districts.isSuccess && (
              <p className="resource-note">
                <Trans>No district matches.</Trans>
              </p>
            )}
          </div>
          <Form.Actions>
            <Form.Submit pending={save.isPending}>
              <Trans>Save districts</Trans>
            </Form.Submit>
          </Form.Actions>
        </Form>
      </Modal.Body>
    </Modal>
  );
}

function idsOf(fee: DeliveryFee): ReadonlySet<string> {
  return new Set(fee.districts.map((district) => district._id));
}
