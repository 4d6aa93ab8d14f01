import { configRequiredWhenEnabled, configSchemas, configSecrets, type ConfigName } from '@canteen/contract';
import type { z } from 'zod';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { Code } from '@canteen/contract';
import { getSetting, putSetting } from './tables';
import { mask, open, seal } from '../../platform/sealing';

export type ConfigOf<N extends ConfigName> = z.output<(typeof configSchemas)[N]>;
type Values = Record<string, unknown>;

const storageKey = (name: ConfigName) => `config.${name}`;
/** Where a sealed field belongs: merchant, configuration and field. */
export const secretContextOf = (merchantId: number, name: ConfigName, field: string) => `${merchantId}/${name}/${field}`;
const secretContext = (ctx: Ctx, name: ConfigName, field: string) => secretContextOf(ctx.merchantId, name, field);

async function stored(ctx: Ctx, name: ConfigName): Promise<Values> {
  const row = await getSetting(ctx.db, ctx.merchantId, storageKey(name));
  const defaults = configSchemas[name].parse({}) as Values;
  return { ...defaults, ...((row?.value as Values | undefined) ?? {}) };
}

/** The configuration with its secrets decrypted, for the adapters that use them; never sent to a client. */
export async function readConfig<N extends ConfigName>(ctx: Ctx, name: N): Promise<ConfigOf<N>> {
  const values = await stored(ctx, name);
  for (const field of configSecrets[name]) {
    const sealed = values[field];
    values[field] = typeof sealed === 'string' && sealed ? open(sealed, secretContext(ctx, name, field)) : '';
  }
  return values as ConfigOf<N>;
}

/** The configuration as the console sees it: every secret masked. */
export async function getConfig<N extends ConfigName>(ctx: Ctx, name: N): Promise<ConfigOf<N>> {
  const values = (await readConfig(ctx, name)) as Values;
  for (const field of configSecrets[name]) values[field] = mask(values[field] as string);
  return values as ConfigOf<N>;
}

/**
 * Saves a configuration. A secret sent empty, or as the masked value the console was shown, keeps the stored
 * one; a new secret is encrypted before it is written. An enabled configuration needs its required fields.
 */
export async function saveConfig<N extends ConfigName>(ctx: Ctx, name: N, input: ConfigOf<N>): Promise<void> {
  const previous = await stored(ctx, name);
  const plainPrevious = await readConfig(ctx, name);
  const next: Values = { ...(input as Values) };
  for (const field of configSecrets[name]) {
    const sent = String(next[field] ?? '');
    const old = String((plainPrevious as Values)[field] ?? '');
    const unchanged = sent === '' || (sent.startsWith('****') && sent === mask(old));
    next[field] = unchanged ? (previous[field] ?? '') : seal(sent, secretContext(ctx, name, field));
  }
  if (next.enabled === true) {
    const missing = configRequiredWhenEnabled[name].filter((field) => !String(next[field] ?? '').trim());
    if (missing.length) {
      throw new AppError(Code.VALIDATION, 'configIncomplete', {}, { fields: missing.map((field) => ({ field, message: 'configIncomplete' })) });
    }
  }
  await putSetting(ctx.db, ctx.merchantId, storageKey(name), next, ctx.actor?.userId ?? null);
}
