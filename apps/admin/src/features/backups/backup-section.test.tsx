import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anEmployeeSession } from '../../test/fixtures';
import { http } from '../../test/http';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

/**
 * An archive the test sends a piece at a time, as the server streams a backup (encrypted, as a server with a backup
 * passphrase sends it: an age file).
 */
function streamedArchive(encrypted = false) {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const name = `shop-backup-2026-11-24T10-15-00Z.tar.gz${encrypted ? '.age' : ''}`;
  return {
    response: () =>
      new Response(readable, {
        headers: {
          'Content-Type': encrypted ? 'application/octet-stream' : 'application/gzip',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      }),
    send: (bytes: number) => void writer.write(new Uint8Array(bytes)).catch(() => undefined),
    end: () => void writer.close().catch(() => undefined),
  };
}

const notScheduled = {
  scheduled: false,
  everyHours: null,
  keep: null,
  lastBackupAt: null,
  lastBackupBytes: null,
};

let saved: { name: string; size: number; type: string }[];
beforeEach(() => {
  saved = [];
  const files = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    const url = `blob:test/${files.size + 1}`;
    if (file instanceof Blob) files.set(url, file);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.href);
    if (file) saved.push({ name: this.download, size: file.size, type: file.type });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Backups on General Settings', () => {
  it('downloads the whole shop, showing the bytes so far, and saves it under the server’s name', async () => {
    const archive = streamedArchive();
    server.use(
      http.get('/backups/backupStatus', ({ response }) => response(200).json(notScheduled)),
      http.get('/backups/downloadBackup', ({ response }) => response.untyped(archive.response())),
    );
    const app = await renderApp({ url: '/general_settings', user: anEmployeeSession() });
    expect(await screen.findByRole('heading', { name: 'Backups' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Download backup' }));
    archive.send(2_500);
    expect(await screen.findByText('Downloading backup: 3 kB so far…')).toHaveRole('status');
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeDisabled();
    archive.send(1_500_000);
    expect(await screen.findByText('Downloading backup: 1.5 MB so far…')).toBeInTheDocument();
    archive.end();

    expect(
      await screen.findByText('Saved shop-backup-2026-11-24T10-15-00Z.tar.gz (1.5 MB).'),
    ).toBeInTheDocument();
    expect(saved).toEqual([
      { name: 'shop-backup-2026-11-24T10-15-00Z.tar.gz', size: 1_502_500, type: 'application/gzip' },
    ]);
    expect(screen.queryByText(/^Last backup/)).not.toBeInTheDocument();
  });

  it('saves an encrypted backup as the server names and types it', async () => {
    const archive = streamedArchive(true);
    server.use(
      http.get('/backups/backupStatus', ({ response }) => response(200).json(notScheduled)),
      http.get('/backups/downloadBackup', ({ response }) => response.untyped(archive.response())),
    );
    const app = await renderApp({ url: '/general_settings', user: anEmployeeSession() });
    await app.user.click(await screen.findByRole('button', { name: 'Download backup' }));
    archive.send(4_000);
    archive.end();
    expect(
      await screen.findByText('Saved shop-backup-2026-11-24T10-15-00Z.tar.gz.age (4 kB).'),
    ).toBeInTheDocument();
    expect(saved).toEqual([
      { name: 'shop-backup-2026-11-24T10-15-00Z.tar.gz.age', size: 4_000, type: 'application/octet-stream' },
    ]);
  });

  it('cancels a download: nothing is saved', async () => {
    const archive = streamedArchive();
    server.use(
      http.get('/backups/backupStatus', ({ response }) => response(200).json(notScheduled)),
      http.get('/backups/downloadBackup', ({ response }) => response.untyped(archive.response())),
    );
    const app = await renderApp({ url: '/general_settings', user: anEmployeeSession() });
    await app.user.click(await screen.findByRole('button', { name: 'Download backup' }));
    archive.send(100);
    expect(await screen.findByText('Downloading backup: 100 bytes so far…')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Cancel backup' }));
    expect(await screen.findByText('Backup canceled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it('shows when the last scheduled backup was taken, and the server’s message when one is refused', async () => {
    server.use(
      http.get('/backups/backupStatus', ({ response }) =>
        response(200).json({
          scheduled: true,
          everyHours: 24,
          keep: 7,
          lastBackupAt: '2026-11-24T10:15:00.000Z',
          lastBackupBytes: 123_456,
        }),
      ),
      http.get('/backups/downloadBackup', ({ response }) =>
        response(403).json({ message: 'Only the shop owner can download a backup of the whole shop.' }),
      ),
    );
    const app = await renderApp({ url: '/general_settings', user: anEmployeeSession() });
    expect(await screen.findByText(/^Last backup: 24 Nov 2026/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Download backup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the shop owner can download a backup of the whole shop.',
    );
  });

  it('is not offered to an employee', async () => {
    await renderApp({ url: '/general_settings', user: anEmployeeSession({ level: 'employee' }) });
    expect(await screen.findByRole('heading', { name: 'General Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Backups' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download backup' })).not.toBeInTheDocument();
  });
});
