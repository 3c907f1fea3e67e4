import { Trans } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { useState } from 'react';
import { onDemand, useOnDemand } from '../../app/on-demand';
import { useMayCall } from '../../app/use-may-call';

// The import dialog loads when it is first opened: the items list is usable without it, sooner.
const importDialog = onDemand(() => import('./item-import-body'));

/** "Import Items" on the items list, for whoever may import: opens the import of an items file. */
export function ItemImportButton() {
  const mayImport = useMayCall('importItems');
  const [open, setOpen] = useState(false);
  const dialog = useOnDemand(importDialog, { needed: open, ahead: false });
  if (!mayImport) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Import Items</Trans>
      </Button>
      {open && dialog && <dialog.ItemImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}
