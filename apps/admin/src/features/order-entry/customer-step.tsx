import { Trans, useLingui } from '@lingui/react/macro';
import { CustomerCreateSchema } from '@shop/sdk/schemas';
import { Button } from '@shop/ui-kit/button';
import { Icon } from '@shop/ui-kit/icon';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useShopClient } from '../../app/use-app-context';
import { customerQuickFields } from '../../list-screens/customer-fields';
import { ResourceFormBody } from '../../list-screens/resource-form-body';
import { createCustomerWithOwnerMutationOptions, MobileInUse } from './create-customer';
import type { DraftCustomer } from './order-draft';
import { SearchCombobox } from './search-combobox';
import { useCustomerSearch } from './use-customer-search';

/**
 * Who the order is for: found by mobile or name as it is typed (arrows and Enter, or a tap), or created here
 * (name, mobile, optional email). A mobile another customer has is refused with the server's words and a "Use this
 * customer" button that takes the customer it names. An order being edited keeps its customer.
 */
export function CustomerStep({
  customer,
  onChange,
  error,
  fixed,
}: {
  customer: DraftCustomer | null;
  onChange: (customer: DraftCustomer | null) => void;
  /** Why the order cannot be placed as it is (no customer chosen). */
  error: string | undefined;
  fixed: boolean;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const search = useCustomerSearch(text);
  const searchBox = useRef<HTMLInputElement>(null);

  if (customer) {
    return (
      <div className="order-entry-chosen">
        <p>
          <strong>{customer.name}</strong>
          {customer.mobile && <span className="order-entry-muted"> {customer.mobile}</span>}
        </p>
        {error && <p className="ui-field-error">{error}</p>}
        {!fixed && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onChange(null);
              setText('');
              // The search box is back once the chosen customer has gone.
              requestAnimationFrame(() => searchBox.current?.focus());
            }}
          >
            <Trans>Change customer</Trans>
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="order-entry-step">
      <SearchCombobox
        inputRef={searchBox}
        label={t`Find customer`}
        placeholder={t`Mobile or name`}
        text={text}
        onTextChange={setText}
        options={search.customers}
        optionKey={(found) => found._id}
        renderOption={(found) => (
          <>
            <span className="search-combobox-label">{found.name}</span>
            <span className="search-combobox-detail">
              {[found.mobile, found.email].filter(Boolean).join(' · ')}
            </span>
          </>
        )}
        onChoose={(found) => onChange({ _id: found._id, name: found.name, mobile: found.mobile })}
        status={search.status}
        error={search.error ?? error}
      />
      {creating ? (
        <NewCustomerForm onCreated={onChange} onCancel={() => setCreating(false)} />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setCreating(true)}>
            <Icon name="plus" />
            <Trans>New customer</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

/** A customer created with the order: name, mobile, optional email. */
function NewCustomerForm({
  onCreated,
  onCancel,
}: {
  onCreated: (customer: DraftCustomer) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const create = useMutation(createCustomerWithOwnerMutationOptions(useShopClient()));
  const owner = create.error instanceof MobileInUse ? create.error.customer : undefined;
  const ownerName = owner?.name;
  const ownerMobile = owner?.mobile;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a titled part of the page holding a form, not a form's fieldset
    <div className="order-entry-inline" role="group" aria-label={t`New customer`}>
      <ResourceFormBody
        action={{ fields: customerQuickFields, schema: CustomerCreateSchema }}
        title={t`New customer`}
        row={undefined}
        values={undefined}
        parentId={undefined}
        submitLabel={t`Create customer`}
        pending={create.isPending}
        error={create.error}
        onSubmit={(body) =>
          create.mutate(
            { body },
            {
              onSuccess: (created) =>
                onCreated({ _id: created._id, name: created.name, mobile: created.mobile }),
            },
          )
        }
      />
      {owner && (
        <div className="order-entry-offer">
          <p>
            <Trans>
              {ownerName} has this mobile ({ownerMobile}).
            </Trans>
          </p>
          <Button
            size="sm"
            onClick={() => onCreated({ _id: owner._id, name: owner.name, mobile: owner.mobile })}
          >
            <Trans>Use this customer</Trans>
          </Button>
        </div>
      )}
      <div>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
