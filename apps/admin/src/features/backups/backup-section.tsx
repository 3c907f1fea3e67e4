import { Trans, useLingui } from '@lingui/react/macro';
import { ShopApiError } from '@shop/sdk';
import { getBackupStatusQueryOptions } from '@shop/sdk/query';
import { Button } from '@shop/ui-kit/button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useShopClient } from '../../app/use-app-context';
import { useFormat } from '../../app/use-format';
import './backups.css';

interface BackupView {
  running: boolean;
  status: string;
  error: string;
}

const idle: BackupView = { running: false, status: '', error: '' };

/** How a backup is restored on the server: shown as is, in every language. */
const restoreCommand = 'pnpm --filter @shop/server restore FILE';

/**
 * The owner's "Backups" section of General Settings: download the whole shop as one file (the bytes so far shown,
 * cancel at any time), and when the server takes backups on its own, when it last did.
 */
export function BackupSection() {
  const { t, i18n } = useLingui();
  const { dateTime } = useFormat();
  const client = useShopClient();
  const schedule = useQuery(getBackupStatusQueryOptions(client));
  const [view, setView] = useState<BackupView>(idle);
  const running = useRef<AbortController>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = () => {
    const controller = new AbortController();
    running.current = controller;
    setView({ running: true, status: t`Downloading backup: starting…`, error: '' });
    import('./download-backup').then(
      async ({ downloadBackup, sizeText }) => {
        try {
          const onBytes = (bytes: number) => {
            if (!controller.signal.aborted) {
              const size = sizeText(bytes, i18n);
              setView({ running: true, status: t`Downloading backup: ${size} so far…`, error: '' });
            }
          };
          const done = await downloadBackup(client, controller.signal, onBytes, i18n);
          const { fileName } = done;
          const size = sizeText(done.bytes, i18n);
          setView({ running: false, status: t`Saved ${fileName} (${size}).`, error: '' });
        } catch (error) {
          if (controller.signal.aborted) setView({ running: false, status: t`Backup canceled.`, error: '' });
          else {
            const message = error instanceof ShopApiError ? error.message : t`The backup failed. Try again.`;
            setView({ running: false, status: '', error: message });
          }
        }
      },
      () => setView({ ...idle, error: t`The backup could not start. Check your connection and try again.` }),
    );
  };

  const status = schedule.data;
  const everyHours = status?.everyHours;
  const lastBackup = status?.lastBackupAt ? dateTime(status.lastBackupAt, '24h') : undefined;
  return (
    <section className="backups" aria-labelledby="backups-heading">
      <h2 id="backups-heading">
        <Trans>Backups</Trans>
      </h2>
      <p className="backups-note">
        <Trans>
          The whole shop in one file: every record and every image. Keep it somewhere safe; it is restored
          with <code>{restoreCommand}</code>.
        </Trans>
      </p>
      <div className="backups-actions">
        <Button variant="secondary" disabled={view.running} onClick={start}>
          <Trans>Download backup</Trans>
        </Button>
        {view.running && (
          <Button variant="ghost" onClick={() => running.current?.abort()}>
            <Trans>Cancel backup</Trans>
          </Button>
        )}
      </div>
      {view.status && (
        <p className="backups-status" role="status">
          {view.status}
        </p>
      )}
      {view.error && (
        <p className="backups-error" role="alert">
          {view.error}
        </p>
      )}
      {status?.scheduled === true && (
        <p className="backups-last">
          {lastBackup === undefined
            ? t`Last backup: none yet (one every ${everyHours} hours).`
            : t`Last backup: ${lastBackup}`}
        </p>
      )}
    </section>
  );
}
