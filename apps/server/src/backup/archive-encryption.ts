// Encrypted backups: the gzipped tar as an age file (age-encryption.org/v1; `age -d` opens it too), to a passphrase
// (BACKUP_PASSPHRASE) or to an age public key (BACKUP_RECIPIENT). age encrypts in chunks of 64 KiB, each
// authenticated: both ways are streams here, so an archive of any size never sits in memory, and a changed or cut
// file fails when its chunk is read.
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import type { BackupEncryption } from '../core/config.js';
import { ScryptIdentity, ScryptRecipient } from './age-scrypt.js';

/** What may open an encrypted archive: passphrases, and age identities (`AGE-SECRET-KEY-1…`). */
export interface ArchiveKeys {
  passphrases: readonly string[];
  identities: readonly string[];
}

export const NO_KEYS: ArchiveKeys = { passphrases: [], identities: [] };

/** The first line of every age file. */
const AGE_MAGIC = 'age-encryption.org/v1\n';
/** An archive's file name ending when encrypted (after `.tar.gz`). */
export const ENCRYPTED_EXTENSION = '.age';
export const ENCRYPTED_CONTENT_TYPE = 'application/octet-stream';

/** The archive is encrypted and none of the keys given opens it: nothing was restored. */
export class ArchiveKeyError extends Error {}

/** Refuses a recipient that is not an age public key (said at start, naming the variable). */
export function checkRecipient(recipient: string): void {
  new Encrypter().addRecipient(recipient);
}

/**
 * The encrypted bytes of `plain`, as a stream. Destroying it destroys `plain`; `plain` failing makes it fail, so a
 * reader never takes a cut archive for a whole one.
 */
export function encryptArchive(plain: Readable, encryption: BackupEncryption): Readable {
  const encrypter = new Encrypter();
  encrypter.addRecipient(
    encryption.kind === 'passphrase' ? new ScryptRecipient(encryption.passphrase) : encryption.recipient,
  );
  const chunks = async function* () {
    const encrypted = await encrypter.encrypt(Readable.toWeb(plain));
    for await (const chunk of encrypted) yield chunk;
  };
  const out = Readable.from(chunks(), { objectMode: false });
  out.once('close', () => {
    if (!plain.destroyed) plain.destroy();
  });
  return out;
}

/** Whether the file is an age file (by its first line). */
export async function isEncryptedArchive(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(AGE_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).toString('latin1') === AGE_MAGIC;
  } finally {
    await handle.close();
  }
}

/**
 * The plain bytes of an encrypted archive, as a stream: its header is checked first, so that no key that opens it
 * is an ArchiveKeyError here, before anything is read further.
 */
export async function decryptArchive(encrypted: Readable, keys: ArchiveKeys): Promise<Readable> {
  if (keys.passphrases.length === 0 && keys.identities.length === 0) {
    encrypted.destroy();
    throw new ArchiveKeyError(
      'The backup archive is encrypted: give its passphrase (BACKUP_PASSPHRASE, or --passphrase-file FILE) or the ' +
        'identity of its recipient (--identity FILE). Nothing was restored.',
    );
  }
  const decrypter = new Decrypter();
  for (const passphrase of keys.passphrases) decrypter.addIdentity(new ScryptIdentity(passphrase));
  for (const identity of keys.identities) decrypter.addIdentity(identity);
  let plain: WebReadableStream<Uint8Array>;
  try {
    plain = await decrypter.decrypt(Readable.toWeb(encrypted));
  } catch (error) {
    encrypted.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    if (/no identity matched/.test(reason)) {
      throw new ArchiveKeyError(
        'The backup archive cannot be decrypted with the passphrase or identity given (a wrong passphrase, or ' +
          'another recipient). Nothing was restored.',
      );
    }
    throw error;
  }
  return Readable.fromWeb(plain);
}
