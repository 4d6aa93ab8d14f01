import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt, randomUUID, type KeyObject } from 'node:crypto';
import { Code, type PublicKeyReply } from '@canteen/contract';
import type { Db } from '../db/db';
import { AppError } from '../http/errors';

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
      const candidate = {
        key_id: randomUUID(),
        public_der: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        private_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
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
    return new PasswordKey({ keyId: row.key_id, alg: 'RSA-OAEP-256', spki: row.public_der }, createPrivateKey(row.private_pem));
  }

  /** base64 RSA-OAEP(SHA-256) ciphertext → password; a wrong value is a validation error, never a 500. */
  decrypt(ciphertext: string): string {
    try {
      const plain = privateDecrypt(
        { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(ciphertext, 'base64'),
      ).toString('utf8');
      if (!plain) throw new Error('empty');
      return plain;
    } catch {
      throw new AppError(Code.VALIDATION, 'passwordUndecryptable', {}, { fields: [] });
    }
  }
}
