import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@shop/ui-kit/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import { useMayCallEach } from '../../app/use-may-call';
import type { CsvExportChoice } from './csv-export-target';
import { type CsvExportView, idleExport } from './csv-export-view';
import './csv-export.css';

/**
 * A list's export buttons ("Export Orders", "Export Order Lines"): the file is downloaded with the list's filters
 * and sort, its rows counted as they arrive, and saved under the server's file name; it can be canceled meanwhile.
 * Only the exports the person may make are offered (an employee's of personal data only while the owner allows
 * it). Only the buttons are part of the list's download: the export code loads when one is pressed.
 */
export function CsvExportButtons({ choices }: { choices: readonly CsvExportChoice[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const client = useShopClient();
  const queryClient = useQueryClient();
  const mayCall = useMayCallEach(choices.map((choice) => choice.target.operation));
  const offered = choices.filter((choice) => mayCall(choice.target.operation));
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
      ({ exportCsv }) => exportCsv(client, choice, controller.signal, setView, i18n, format, queryClient),
      () =>
        setView({
          ...idleExport,
          error: t`The export could not start. Check your connection and try again.`,
        }),
    );
  };

  if (offered.length === 0) return null;
  return (
    <div className="csv-export">
      {offered.map((choice) => (
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
