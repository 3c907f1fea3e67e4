import { Trans } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { Modal } from '@shop/ui-kit/modal';
import { lazy, Suspense, useState } from 'react';
import { useMayCall } from '../../app/use-may-call';

// The import screen loads when it opens: the items list is usable without it, sooner.
const ItemImportBody = lazy(() => import('./item-import-body').then((m) => ({ default: m.ItemImportBody })));

/** "Import Items" on the items list, for whoever may import: opens the import of an items file. */
export function ItemImportButton() {
  const [open, setOpen] = useState(false);
  if (!useMayCall('importItems')) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Import Items</Trans>
      </Button>
      <Modal open={open} onClose={close} size="lg">
        <Modal.Title>
          <Trans>Import Items</Trans>
        </Modal.Title>
        <Suspense
          fallback={
            <Modal.Body>
              <Trans>Loading...</Trans>
            </Modal.Body>
          }
        >
          <ItemImportBody onClose={close} />
        </Suspense>
      </Modal>
    </>
  );
}
