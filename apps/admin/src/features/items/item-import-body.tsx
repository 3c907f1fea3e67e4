import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { Field } from '@shop/ui-kit/field';
import { FormError } from '@shop/ui-kit/form-error';
import { Modal } from '@shop/ui-kit/modal';
import { useState } from 'react';
import './item-import.css';
import { copyOf } from './item-import-file';
import { ItemImportOutcome } from './item-import-outcome';
import { countsText, fileProblem } from './item-import-words';
import { ItemImportRefusedError, useItemImport } from './use-item-import';

/** The "Import Items" dialog, loaded when it is first opened (see item-import-button.tsx). */
export function ItemImportDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} size="lg">
      <Modal.Title>
        <Trans>Import Items</Trans>
      </Modal.Title>
      <ItemImportBody onClose={onClose} />
    </Modal>
  );
}

/**
 * The import of an items file: the person chooses a CSV file, checks it (a dry run: every row's outcome, nothing
 * written), then applies it when no row is an error. A refused file keeps the choice, to check it again.
 */
function ItemImportBody({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const check = useItemImport(true);
  const apply = useItemImport(false);
  const refused = apply.error instanceof ItemImportRefusedError ? apply.error.refused : undefined;
  const checked = check.data;
  const busy = check.isPending || apply.isPending;
  const canApply = checked !== undefined && checked.counts.error === 0 && !apply.isSuccess && !refused;

  const choose = async (chosen: File | undefined) => {
    setFile(null);
    setProblem(undefined);
    check.reset();
    apply.reset();
    if (chosen === undefined) return;
    const tooLarge = fileProblem(chosen, i18n);
    if (tooLarge !== undefined) setProblem(tooLarge);
    else {
      const copy = await copyOf(chosen);
      const name = chosen.name;
      if (copy === undefined) setProblem(t`${name} could not be read. Choose it again.`);
      else setFile(copy);
    }
  };

  return (
    <>
      <Modal.Body className="item-import">
        <p className="item-import-intro">
          <Trans>
            Choose a CSV file with the columns of an items export (Export Items): at least name, price and
            category. A row with an id updates that item, a row without one creates an item. Checking the file
            writes nothing.
          </Trans>
        </p>
        <form
          className="item-import-choose"
          onSubmit={(event) => {
            event.preventDefault();
            if (file !== null) check.mutate(file);
          }}
        >
          <Field label={t`CSV file`} error={problem}>
            {(control) => (
              <input
                type="file"
                accept=".csv,text/csv"
                className="ui-input"
                disabled={busy}
                // Emptied as the picker opens, so that the same file chosen again (corrected since) is read again.
                onClick={(event) => {
                  event.currentTarget.value = '';
                  void choose(undefined);
                }}
                onChange={(event) => void choose(event.currentTarget.files?.[0])}
                {...control}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" disabled={file === null || busy}>
            {check.isPending ? t`Checking…` : t`Check file`}
          </Button>
        </form>
        <FormError>{check.error?.message ?? apply.error?.message}</FormError>
        {apply.data ? (
          <ItemImportOutcome summary={countsText(apply.data.counts, false, i18n)} rows={apply.data.rows} />
        ) : refused ? (
          <ItemImportOutcome summary={countsText(refused.counts, true, i18n)} rows={refused.rows} />
        ) : checked ? (
          <>
            <ItemImportOutcome summary={countsText(checked.counts, true, i18n)} rows={checked.rows} />
            {checked.counts.error > 0 && (
              <p className="item-import-note">
                <Trans>
                  Nothing can be imported while a row is an error: correct the file, choose it again and check
                  it.
                </Trans>
              </p>
            )}
          </>
        ) : null}
      </Modal.Body>
      <Modal.Actions>
        <Button variant="secondary" onClick={onClose}>
          {apply.isSuccess ? t`Done` : t`Cancel`}
        </Button>
        {canApply && file !== null && (
          <Button disabled={apply.isPending} onClick={() => apply.mutate(file)}>
            {apply.isPending ? t`Applying…` : t`Apply`}
          </Button>
        )}
      </Modal.Actions>
    </>
  );
}
