// age's passphrase stanza (`-> scrypt <salt> <log2 N>`, age-encryption.org/v1), with Node's own scrypt. The
// age-encryption package derives the key with a scrypt written in JavaScript that holds the event loop for 1.6 s
// here (N = 2^18): a server taking a scheduled backup or answering a download would answer no one meanwhile.
// Node's runs in its thread pool, in 0.9 s. The stanza is the same: `age -d` and the package's own
// `Decrypter.addPassphrase` read what this writes, and the other way round (backup.test.ts).
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import type { Identity, Recipient } from 'age-encryption';
import { Stanza } from 'age-encryption';

const LABEL = 'age-encryption.org/v1/scrypt';
/** age's default work factor (2^18), and the largest one read (as the reference implementation). */
const LOG_N = 18;
const MAX_LOG_N = 20;
const SALT_BYTES = 16;
const FILE_KEY_BYTES = 16;
const TAG_BYTES = 16;

function base64NoPadding(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64').replace(/=+$/, '');
}

/** The wrapping key of a passphrase and a salt: scrypt(N = 2^logN, r = 8, p = 1), 32 bytes. */
function wrappingKey(passphrase: string, salt: Uint8Array, logN: number): Promise<Buffer> {
  const labelAndSalt = Buffer.concat([Buffer.from(LABEL), salt]);
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    // scrypt takes 128 * N * r bytes: 256 MiB at 2^18.
    scrypt(passphrase, labelAndSalt, 32, { N, r: 8, p: 1, maxmem: 130 * N * 8 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** ChaCha20-Poly1305 with the all-zero nonce: the key is used for this one file key only. */
function seal(key: Buffer, fileKey: Uint8Array): Uint8Array {
  const cipher = createCipheriv('chacha20-poly1305', key, Buffer.alloc(12), { authTagLength: TAG_BYTES });
  return Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()]);
}

function open(key: Buffer, body: Uint8Array): Uint8Array | null {
  const decipher = createDecipheriv('chacha20-poly1305', key, Buffer.alloc(12), { authTagLength: TAG_BYTES });
  decipher.setAuthTag(body.subarray(FILE_KEY_BYTES));
  try {
    return Buffer.concat([decipher.update(body.subarray(0, FILE_KEY_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}

/** Encrypts an archive's file key to a passphrase. */
export class ScryptRecipient implements Recipient {
  constructor(private readonly passphrase: string) {}

  async wrapFileKey(fileKey: Uint8Array): Promise<Stanza[]> {
    const salt = randomBytes(SALT_BYTES);
    const key = await wrappingKey(this.passphrase, salt, LOG_N);
    return [new Stanza(['scrypt', base64NoPadding(salt), String(LOG_N)], seal(key, fileKey))];
  }
}

/** Decrypts an archive's file key with a passphrase; null when the file is not for it, or the passphrase is wrong. */
export class ScryptIdentity implements Identity {
  constructor(private readonly passphrase: string) {}

  async unwrapFileKey(stanzas: Stanza[]): Promise<Uint8Array | null> {
    const stanza = stanzas.find((candidate) => candidate.args[0] === 'scrypt');
    if (stanza === undefined) return null;
    const [, saltText = '', logNText = ''] = stanza.args;
    // As age itself: a passphrase file has that one stanza, and nothing else is guessed at.
    if (stanzas.length !== 1 || stanza.args.length !== 3) throw new Error('invalid scrypt stanza');
    const salt = Buffer.from(saltText, 'base64');
    if (salt.length !== SALT_BYTES || base64NoPadding(salt) !== saltText)
      throw new Error('invalid scrypt stanza');
    if (!/^[1-9][0-9]?$/.test(logNText) || Number(logNText) > MAX_LOG_N) {
      throw new Error('scrypt work factor is too high');
    }
    if (stanza.body.length !== FILE_KEY_BYTES + TAG_BYTES) throw new Error('invalid scrypt stanza');
    return open(await wrappingKey(this.passphrase, salt, Number(logNText)), stanza.body);
  }
}
