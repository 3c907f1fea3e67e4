import { ShopApiError } from '@shop/sdk';
import { getBackupStatusQueryOptions } from '@shop/sdk/query';
import { Button } from '@shop/ui-kit/button';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useShopClient } from '../../app/use-app-context';
import './backups.css';

interface BackupView {
  running: boolean;
  status: string;
  error: string;
}

const idle: BackupView = { running: false, status: '', error: '' };

function whenText(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The owner's "Backups" section of General Settings: download the whole shop as one file (the bytes so far shown,
 * cancel at any time), and when the server takes backups on its own, when it last did.
 */
export function BackupSection() {
  const client = useShopClient();
  const schedule = useQuery(getBackupStatusQueryOptions(client));
  const [view, setView] = useState<BackupView>(idle);
  const running = useRef<AbortController>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = () => {
    const controller = new AbortController();
    running.current = controller;
    setView({ running: true, status: 'Downloading backup: starting…', error: '' });
    import('./download-backup').then(
      async ({ downloadBackup, sizeText }) => {
        try {
          const done = await downloadBackup(client, controller.signal, (bytes) => {
            if (!controller.signal.aborted) {
              setView({ running: true, status: `Downloading backup: ${sizeText(bytes)} so far…`, error: '' });
            }
          });
          setView({ running: false, status: `Saved ${done.fileName} (${sizeText(done.bytes)}).`, error: '' });
        } catch (error) {
          if (controller.signal.aborted) setView({ running: false, status: 'Backup canceled.', error: '' });
          else {
            const message = error instanceof ShopApiError ? error.message : 'The backup failed. Try again.';
            setView({ running: false, status: '', error: message });
          }
        }
      },
      () => setView({ ...idle, error: 'The backup could not start. Check your connection and try again.' }),
    );
  };

  const status = schedule.data;
  return (
    <section className="backups" aria-labelledby="backups-heading">
      <h2 id="backups-heading">Backups</h2>
      <p className="backups-note">
        The whole shop in one file: every record and every image. Keep it somewhere safe; it is restored with{' '}
        <code>pnpm --filter @shop/server restore FILE</code>.
      </p>
      <div className="backups-actions">
        <Button variant="secondary" disabled={view.running} onClick={start}>
          Download backup
        </Button>
        {view.running && (
          <Button variant="ghost" onClick={() => running.current?.abort()}>
            Cancel backup
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
          {status.lastBackupAt === null
            ? `Last backup: none yet (one every ${status.everyHours} hours).`
            : `Last backup: ${whenText(status.lastBackupAt)}`}
        </p>
      )}
    </section>
  );
}
