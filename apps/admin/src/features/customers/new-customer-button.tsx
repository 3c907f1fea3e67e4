import { Trans } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { Icon } from '@shop/ui-kit/icon';
import { useState } from 'react';
import { useMayCall } from '../../app/use-may-call';
import { CustomerCreateModal } from './customer-form-modals';

/** The Customers screen's "New customer" button and its form. */
export function NewCustomerButton() {
  const [open, setOpen] = useState(false);
  if (!useMayCall('createCustomer')) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Icon name="plus" />
        <Trans>New customer</Trans>
      </Button>
      {open && <CustomerCreateModal onClose={() => setOpen(false)} />}
    </>
  );
}
