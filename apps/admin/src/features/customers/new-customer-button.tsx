import { Trans } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { Icon } from '@shop/ui-kit/icon';
import { useState } from 'react';
import { useOnDemand } from '../../app/on-demand';
import { useMayCall } from '../../app/use-may-call';
import { customerFormModals } from './customer-forms-on-demand';

/** The Customers screen's "New customer" button and its form. */
export function NewCustomerButton() {
  const [open, setOpen] = useState(false);
  const mayCreate = useMayCall('createCustomer');
  const forms = useOnDemand(customerFormModals, { needed: open, ahead: mayCreate });
  if (!mayCreate) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Icon name="plus" />
        <Trans>New customer</Trans>
      </Button>
      {open && forms && <forms.CustomerCreateModal onClose={() => setOpen(false)} />}
    </>
  );
}
