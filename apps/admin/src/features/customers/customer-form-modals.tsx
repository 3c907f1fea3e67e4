import { useLingui } from '@lingui/react/macro';
import { ifMatch, type Schema } from '@shop/sdk';
import {
  createCustomerMutationOptions,
  getCustomerQueryOptions,
  updateCustomerMutationOptions,
} from '@shop/sdk/query';
import { CustomerCreateSchema, CustomerUpdateSchema } from '@shop/sdk/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useShopClient } from '../../app/use-app-context';
import { customerCreateFields, customerUpdateFields } from '../../list-screens/customer-fields';
import { ResourceFormModal } from '../../list-screens/resource-form-modal';

type Customer = Schema<'Customer'>;

/**
 * "New customer": name, mobile (however it is written: the server keeps one form of it), an optional email and
 * picture. A mobile another customer has is refused (409, naming them) in the form's banner, with what was typed
 * kept.
 */
export function CustomerCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ResourceFormModal
      title={t`New customer`}
      submitLabel={t`Create customer`}
      successText={t`Customer created`}
      action={{ fields: customerCreateFields, schema: CustomerCreateSchema }}
      mutation={createCustomerMutationOptions}
      toVariables={(body) => ({ body })}
      row={undefined}
      values={undefined}
      parentId={undefined}
      onClose={onClose}
    />
  );
}

/**
 * "Update customer", started from the customer as listed and made only on that version (`If-Match`): someone
 * else's change since (412) is said, and their version loads on request.
 */
export function CustomerUpdateModal({
  customer,
  onReloaded,
  onClose,
}: {
  customer: Customer;
  /** The customer as the server has them now (after a 412): the form starts again from them. */
  onReloaded: (customer: Customer) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const client = useShopClient();
  const queryClient = useQueryClient();
  return (
    <ResourceFormModal
      title={t`Update customer`}
      submitLabel={t`Update customer`}
      successText={t`Customer updated`}
      action={{ fields: customerUpdateFields, schema: CustomerUpdateSchema }}
      mutation={updateCustomerMutationOptions}
      toVariables={(body) => ({ params: { path: { id: customer._id }, header: ifMatch(customer) }, body })}
      row={customer}
      values={{ name: customer.name, mobile: customer.mobile, email: customer.email, dp: customer.dp }}
      parentId={undefined}
      formKey={String(customer.version)}
      onReload={async () =>
        onReloaded(
          await queryClient.fetchQuery({
            ...getCustomerQueryOptions(client, { path: { id: customer._id } }),
            staleTime: 0,
          }),
        )
      }
      onClose={onClose}
    />
  );
}
