import { type Schema, ShopApiError, type ShopClient, toFormData, unwrap } from '@shop/sdk';

/** The customer a `createCustomer` 409 names: who has the mobile number already. */
export type MobileOwner = Schema<'MobileInUseError'>['customer'];

/** A `createCustomer` refused because another customer has the mobile: the server's message, and who they are. */
export class MobileInUse extends ShopApiError {
  constructor(
    refusal: ShopApiError,
    readonly customer: MobileOwner,
  ) {
    super(refusal.status, refusal.message, refusal.fields);
  }
}

/**
 * `createCustomer` as the SDK's options make it (keyed by the operation, so the customer lists refresh), whose 409
 * keeps the customer the answer names (`MobileInUseError.customer`), for the screen to offer them instead.
 */
export function createCustomerWithOwnerMutationOptions(client: ShopClient) {
  return {
    mutationKey: ['createCustomer'] as const,
    mutationFn: async ({ body }: { body: Schema<'CustomerCreate'> }) => {
      const call = client.POST('/customers/manageCustomers/createCustomer', {
        body,
        bodySerializer: toFormData,
      });
      try {
        return await unwrap(call);
      } catch (failure) {
        if (failure instanceof ShopApiError && failure.status === 409) {
          const { error } = await call;
          if (error && 'customer' in error) throw new MobileInUse(failure, error.customer);
        }
        throw failure;
      }
    },
  };
}
