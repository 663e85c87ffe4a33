/**
 * The local stack's Web Push identity: a VAPID key pair made on the first start and kept in the
 * data folder, so that `npm start` has push on with nothing to set up, and browsers subscribed
 * on an earlier start keep receiving (a new pair would orphan every subscription).
 */
import { createECDH } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A new P-256 pair in the encoding VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY take (base64url; 65 and 32 bytes). */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A private key with leading zero bytes comes back shorter: VAPID wants all 32.
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/** The pair kept in `file`, made and written there first if it has none. */
export async function localVapidKeys(file: string): Promise<VapidKeys> {
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
    if (saved.publicKey && saved.privateKey) return { publicKey: saved.publicKey, privateKey: saved.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = generateVapidKeys();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
