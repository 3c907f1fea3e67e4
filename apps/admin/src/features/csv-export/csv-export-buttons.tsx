import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { useEffect, useRef, useState } from 'react';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import type { CsvExportChoice } from './csv-export-target';
import { type CsvExportView, idleExport } from './csv-export-view';
import './csv-export.css';

/**
 * A list's export buttons ("Export Orders", "Export Order Lines"): the file is downloaded with the list's filters
 * and sort, its rows counted as they arrive, and saved under the server's file name; it can be canceled meanwhile.
 * Only the buttons are part of the list's download: the export code loads when one is pressed.
 */
export function CsvExportButtons({ choices }: { choices: readonly CsvExportChoice[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const client = useShopClient();
  const [view, setView] = useState<CsvExportView>(idleExport);
  const running = useRef<AbortController>(null);
  // Leaving the screen stops a download in progress.
  useEffect(() => () => running.current?.abort(), []);

  const start = (choice: CsvExportChoice) => {
    const controller = new AbortController();
    running.current = controller;
    const { label } = choice;
    setView({ running: true, status: t`${label}: starting…`, error: '' });
    import('./run-csv-export').then(
      ({ exportCsv }) => exportCsv(client, choice, controller.signal, setView, i18n, format),
      () =>
        setView({
          ...idleExport,
          error: t`The export could not start. Check your connection and try again.`,
        }),
    );
  };

  return (
    <div className="csv-export">
      {choices.map((choice) => (
        <Button key={choice.label} variant="secondary" disabled={view.running} onClick={() => start(choice)}>
          {choice.label}
        </Button>
      ))}
      {view.running && (
        <Button variant="ghost" onClick={() => running.current?.abort()}>
          <Trans>Cancel export</Trans>
        </Button>
      )}
      {view.status && (
        <p className="csv-export-status" role="status">
          {view.status}
        </p>
      )}
      {view.error && (
        <p className="csv-export-error" role="alert">
          {view.error}
        </p>
      )}
    </div>
  );
}
