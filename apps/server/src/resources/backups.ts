import { ArchiveDownload } from '../backup/archive-download.js';
import { backupStatus } from '../backup/backups.js';
import { backupArchive, backupContentType, backupFileName } from '../backup/write-archive.js';
import type { Handlers } from '../handlers/handler-types.js';

/** The whole shop in one archive, and the state of the scheduled backups (owners only, by the document). */
export const backupOperations = {
  async downloadBackup(_input, { db, databaseKind, media, now, log, backupEncryption }) {
    const takenAt = new Date(now());
    const encrypted = backupEncryption !== undefined;
    return {
      status: 200,
      body: new ArchiveDownload(
        backupFileName(takenAt, encrypted),
        backupContentType(encrypted),
        async () => {
          const { stream, started, finished } = backupArchive({
            db,
            kind: databaseKind,
            media,
            now: () => takenAt.getTime(),
            encryption: backupEncryption,
          });
          finished.then(
            ({ manifest }) =>
              log.info(
                `Backup downloaded: ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows in ${manifest.tables.length} tables, ${manifest.media.length} images`,
              ),
            (error: unknown) => log.error('A backup download stopped before its end', error),
          );
          // A backup that cannot begin (its snapshot refused) is answered as a 500, not as a 200 with no archive.
          await started;
          return stream;
        },
      ),
    };
  },
  async getBackupStatus(_input, { backupSchedule }) {
    return { status: 200, body: await backupStatus(backupSchedule) };
  },
} satisfies Partial<Handlers>;
