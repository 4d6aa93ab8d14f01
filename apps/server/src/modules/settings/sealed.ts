import { createHash, createPublicKey } from 'node:crypto';
import { configSecrets, type ConfigName } from '@canteen/contract';
import { resealIfStale, sealedColumn, type SealedLocation } from '../../platform/sealing';
import { privateKeyContext } from './cloudPos';
import { secretContextOf } from './configs';

/** Bank and third-party configurations: their secret fields inside merchant_settings' JSON values. */
const configs: SealedLocation = {
  name: 'merchant_settings (configurations)',
  async reseal(db) {
    const rows = await db.query<{ merchant_id: number; key: string; value: Record<string, unknown> }>(
      `SELECT merchant_id, key, value FROM merchant_settings WHERE key LIKE 'config.%' FOR UPDATE`,
    );
    let n = 0;
    for (const row of rows) {
      const name = row.key.slice('config.'.length) as ConfigName;
      const fields = configSecrets[name] ?? [];
      const next = { ...row.value };
      let changed = 0;
      for (const field of fields) {
        const sealed = next[field];
        if (typeof sealed !== 'string' || !sealed) continue;
        const resealed = resealIfStale(sealed, secretContextOf(row.merchant_id, name, field));
        if (resealed !== null) {
          next[field] = resealed;
          changed++;
        }
      }
      if (!changed) continue;
      await db.query(`UPDATE merchant_settings SET value = $3 WHERE merchant_id = $1 AND key = $2`, [row.merchant_id, row.key, JSON.stringify(next)]);
      n += changed;
    }
    return n;
  },
};

/** Private keys of certificate applications, bound to the public key they pair with. */
const certificates = sealedColumn<{ merchant_id: number; bank: string; public_key: string }>('cert_applications', {
  table: 'cert_applications',
  key: 'id',
  column: 'private_key_sealed',
  also: ['merchant_id', 'bank', 'public_key'],
  context: (row) => {
    const der = createPublicKey(row.public_key).export({ type: 'spki', format: 'der' });
    return privateKeyContext(row.merchant_id, row.bank, createHash('sha256').update(der).digest('hex'));
  },
});

export const settingsSealedLocations: readonly SealedLocation[] = [configs, certificates];
