import { Trans, useLingui } from '@lingui/react/macro';
import { createAddressMutationOptions, listCustomerAddressesQueryOptions } from '@shop/sdk/query';
import { AddressCreateSchema } from '@shop/sdk/schemas';
import { Button } from '@shop/ui-kit/button';
import { Icon } from '@shop/ui-kit/icon';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../app/field-errors';
import { useShopClient } from '../../app/use-app-context';
import { addressCreateFields } from '../../list-screens/address-fields';
import { ResourceFormBody } from '../../list-screens/resource-form-body';

/**
 * Where the order goes: one of the customer's addresses (a list of choices; the only one is chosen for the person),
 * or a new one added here (name, type, division -> district -> area, full address, zip code), which is then chosen.
 * A customer without addresses is asked for one at once.
 */
export function AddressStep({
  customerId,
  address,
  onChange,
  error,
}: {
  customerId: string;
  address: string | null;
  onChange: (address: string) => void;
  /** Why the order cannot be placed as it is (no address, one of another customer). */
  error: string | undefined;
}) {
  const { i18n } = useLingui();
  const client = useShopClient();
  const addresses = useQuery(listCustomerAddressesQueryOptions(client, { path: { id: customerId } }));
  const [adding, setAdding] = useState(false);
  const errorId = useId();
  const rows = addresses.data?.data;
  const only = rows?.length === 1 ? rows[0]?._id : undefined;
  useEffect(() => {
    if (address === null && only !== undefined) onChange(only);
  }, [address, only, onChange]);

  if (addresses.isPending)
    return (
      <p className="resource-note" role="status">
        <Trans>Loading...</Trans>
      </p>
    );
  if (addresses.isError) return <p role="alert">{errorMessage(addresses.error, i18n)}</p>;
  const none = addresses.data.data.length === 0;
  return (
    <div className="order-entry-step">
      {!none && (
        <fieldset className="order-entry-choices" aria-describedby={error ? errorId : undefined}>
          <legend className="ui-label">
            <Trans>Deliver to</Trans>
          </legend>
          {addresses.data.data.map((row) => (
            <label key={row._id} className="order-entry-choice">
              <input
                type="radio"
                name={`${errorId}-address`}
                value={row._id}
                checked={address === row._id}
                onChange={() => onChange(row._id)}
              />
              <span>
                <strong>{row.name}</strong> <span className="order-entry-muted">({row.type})</span>
                <br />
                {row.fullAddress}, {row.area.name}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      )}
      {adding || none ? (
        <NewAddressForm
          customerId={customerId}
          onCreated={(created) => {
            setAdding(false);
            onChange(created);
          }}
          onCancel={none ? undefined : () => setAdding(false)}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Icon name="plus" />
            <Trans>New address</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

/** An address added to the customer with the order. */
function NewAddressForm({
  customerId,
  onCreated,
  onCancel,
}: {
  customerId: string;
  onCreated: (address: string) => void;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const create = useMutation(createAddressMutationOptions(useShopClient()));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a titled part of the page holding a form, not a form's fieldset
    <div className="order-entry-inline" role="group" aria-label={t`New address`}>
      <ResourceFormBody
        action={{ fields: addressCreateFields, schema: AddressCreateSchema }}
        title={t`New address`}
        row={undefined}
        values={undefined}
        parentId={customerId}
        submitLabel={t`Add address`}
        pending={create.isPending}
        error={create.error}
        onSubmit={(body) => create.mutate({ body }, { onSuccess: (created) => onCreated(created._id) })}
      />
      {onCancel && (
        <div>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
