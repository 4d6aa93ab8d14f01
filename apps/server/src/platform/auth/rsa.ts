import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt, randomUUID, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import { Code, ENVELOPE_WINDOW_MS, passwordPlaintextSchema, type PublicKeyReply } from '@canteen/contract';
import type { Db } from '../db/db';
import { AppError, fieldError } from '../http/errors';
import { claimNonce } from '../http/envelope';
import { open, seal, sealedColumn } from '../sealing';

const keyContext = (keyId: string) => `server-key/password/${keyId}`;
const isClear = (pem: string) => pem.startsWith('-----BEGIN');

/** The private key of the login pair is sealed at rest; a pair kept in clear by an older version is sealed at load. */
export const serverKeysSealed = sealedColumn<{ key_id: string }>('server_keys', {
  table: 'server_keys',
  key: 'key_id',
  column: 'private_pem',
  context: (row) => keyContext(row.key_id),
  wasClear: isClear,
});

/**
 * The console encrypts passwords with this RSA-OAEP-256 key (spec §5). The pair is made once and kept in
 * the database, so every API process and every restart uses the same key.
 */
export class PasswordKey {
  private constructor(
    readonly reply: PublicKeyReply,
    private readonly privateKey: KeyObject,
  ) {}

  static async load(db: Db): Promise<PasswordKey> {
    let row = (await db.query<{ key_id: string; public_der: string; private_pem: string }>(
      `SELECT key_id, public_der, private_pem FROM server_keys WHERE purpose = 'password' ORDER BY created_at DESC LIMIT 1`,
    ))[0];
    if (!row) {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const keyId = randomUUID();
      const candidate = {
        key_id: keyId,
        public_der: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        private_pem: seal(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), keyContext(keyId)),
      };
      await db.query(`INSERT INTO server_keys (key_id, purpose, public_der, private_pem) VALUES ($1, 'password', $2, $3)`, [
        candidate.key_id,
        candidate.public_der,
        candidate.private_pem,
      ]);
      // Another process may have raced us; everyone uses the oldest key.
      row = (await db.query<typeof candidate>(
        `SELECT key_id, public_der, private_pem FROM server_keys WHERE purpose = 'password' ORDER BY created_at, key_id LIMIT 1`,
      ))[0];
    }
    if (isClear(row.private_pem)) await serverKeysSealed.reseal(db);
    const pem = isClear(row.private_pem) ? row.private_pem : open(row.private_pem, keyContext(row.key_id));
    return new PasswordKey({ keyId: row.key_id, alg: 'RSA-OAEP-256', spki: row.public_der }, createPrivateKey(pem));
  }

  /**
   * base64 RSA-OAEP(SHA-256) ciphertext of `passwordPlaintext` → the password, accepted once: its time must be
   * within the envelope window and its nonce unseen, so a captured ciphertext cannot be sent again (a bare password,
   * as older clients sent, is refused too). A wrong value is a validation error naming `field`, never a 500.
   */
  async open(db: Db, ciphertext: string, now: Date, field = 'password'): Promise<string> {
    const sealed = this.decrypt(ciphertext, field);
    if (Math.abs(now.getTime() - sealed.ts) > ENVELOPE_WINDOW_MS) throw new AppError(Code.REPLAYED, 'passwordStale');
    // The envelope's replay guard, under a prefix of its own: envelope nonces are 6 characters.
    await claimNonce(db, `pw:${sealed.nonce}`, sealed.ts).catch((e: unknown) => {
      throw e instanceof AppError ? new AppError(Code.REPLAYED, 'passwordReplayed') : e;
    });
    return sealed.password;
  }

  private decrypt(ciphertext: string, field: string): z.output<typeof passwordPlaintextSchema> {
    try {
      const plain = privateDecrypt(
        { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(ciphertext, 'base64'),
      ).toString('utf8');
      return passwordPlaintextSchema.parse(JSON.parse(plain));
    } catch {
      throw fieldError(field, 'passwordUndecryptable');
    }
  }
}
