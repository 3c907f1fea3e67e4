// What the server does with backups: answer a download, and (when BACKUP_DIR and BACKUP_EVERY_HOURS are set) take
// one every so many hours into that folder, keeping the newest BACKUP_KEEP.
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Schema } from '@shop/sdk';
import type { BackupEncryption, BackupSchedule } from '../core/config.js';
import type { Db } from '../db/executor.js';
import type { MediaStore } from '../media/media-store.js';
import type { Manifest } from './manifest.js';
import { backupArchive, backupFileName } from './write-archive.js';

export interface BackupDeps {
  db: Db;
  kind: 'pglite' | 'postgres';
  media: MediaStore;
  now?: () => number;
  /** BACKUP_PASSPHRASE or BACKUP_RECIPIENT, when set: the archives are encrypted (`.tar.gz.age`). */
  encryption?: BackupEncryption;
}

/** An archive the scheduled backups wrote: `shop-backup-2026-11-24T10-15-00Z.tar.gz`, encrypted or not (`….age`). */
const ARCHIVE_NAME = /^shop-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz(?:\.age)?$/;

/** Writes a backup to `file` (through `file.partial`, renamed when whole); answers its manifest. */
export async function writeBackupFile(deps: BackupDeps, file: string): Promise<Manifest> {
  const partial = `${file}.partial`;
  const { stream, finished } = backupArchive(deps);
  try {
    await Promise.all([pipeline(stream, createWriteStream(partial)), finished]);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
  return (await finished).manifest;
}

/** The archives in `dir`, newest first. */
async function archivesIn(dir: string): Promise<Array<{ name: string; takenAt: Date }>> {
  const names = await readdir(dir).catch(() => []);
  return names
    .flatMap((name) => {
      const match = ARCHIVE_NAME.exec(name);
      return match === null
        ? []
        : [{ name, takenAt: new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) }];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Takes one scheduled backup into the schedule's folder and removes the oldest beyond `keep`. */
export async function takeScheduledBackup(deps: BackupDeps, schedule: BackupSchedule): Promise<string> {
  await mkdir(schedule.dir, { recursive: true });
  const taken = new Date((deps.now ?? Date.now)());
  const file = path.join(schedule.dir, backupFileName(taken, deps.encryption !== undefined));
  await writeBackupFile(deps, file);
  const archives = await archivesIn(schedule.dir);
  for (const old of archives.slice(schedule.keep))
    await rm(path.join(schedule.dir, old.name), { force: true });
  return file;
}

/** What `getBackupStatus` answers. */
export async function backupStatus(schedule: BackupSchedule | undefined): Promise<Schema<'BackupStatus'>> {
  if (schedule === undefined) {
    return { scheduled: false, everyHours: null, keep: null, lastBackupAt: null, lastBackupBytes: null };
  }
  const [newest] = await archivesIn(schedule.dir);
  const size =
    newest === undefined
      ? undefined
      : await stat(path.join(schedule.dir, newest.name)).catch(() => undefined);
  return {
    scheduled: true,
    everyHours: schedule.everyHours,
    keep: schedule.keep,
    lastBackupAt: newest === undefined || size === undefined ? null : newest.takenAt.toISOString(),
    lastBackupBytes: size === undefined ? null : size.size,
  };
}
