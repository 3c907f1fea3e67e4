import { Trans, useLingui } from '@lingui/react/macro';
import { ifMatch } from '@shop/sdk';
import { getShopPolicyQueryOptions, updateShopPolicyMutationOptions } from '@shop/sdk/query';
import { FormError } from '@shop/ui-kit/form-error';
import { useToast } from '@shop/ui-kit/toast';
import { ToggleSwitch } from '@shop/ui-kit/toggle-switch';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../app/field-errors';
import { useShopClient } from '../../app/use-app-context';
import './shop-policy.css';

/**
 * The owner's "Shop policy" section of General Settings: whether employees may export customers' personal data
 * (`employeesMayExport`, off until the owner turns it on). Each flip is sent on the version read (`If-Match`); a
 * refusal shows at the switch, and one of a policy changed meanwhile reads it again.
 */
export function ShopPolicySection() {
  const { t, i18n } = useLingui();
  const client = useShopClient();
  const toast = useToast();
  const policy = useQuery(getShopPolicyQueryOptions(client));
  const update = useMutation({
    ...updateShopPolicyMutationOptions(client),
    meta: { refreshWhenRefused: true },
  });
  const current = policy.data;
  const flip = (on: boolean) => {
    if (current === undefined) return;
    update.mutate(
      { params: { header: ifMatch(current) }, body: { employeesMayExport: on } },
      {
        onSuccess: () =>
          toast.success(
            on
              ? t`Employees may now export customers' personal data.`
              : t`Only owners may export customers' personal data now.`,
          ),
      },
    );
  };
  return (
    <section className="shop-policy" aria-labelledby="shop-policy-heading">
      <h2 id="shop-policy-heading">
        <Trans>Shop policy</Trans>
      </h2>
      {policy.isError && <FormError>{errorMessage(policy.error, i18n)}</FormError>}
      {policy.isPending && (
        <p className="shop-policy-note" role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {current !== undefined && (
        <ToggleSwitch
          label={t`Employees may export customers' personal data`}
          hint={t`Export Customers and Export Orders carry customers' names, emails, mobiles and addresses. Off, only owners may use them. Every export is in Activity either way.`}
          checked={current.employeesMayExport}
          disabled={update.isPending}
          onCheckedChange={flip}
          error={update.isError ? errorMessage(update.error, i18n) : undefined}
        />
      )}
    </section>
  );
}
