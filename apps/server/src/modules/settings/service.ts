import { settingSchemas, type SettingKey, type LogoConfig, Code } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { getSetting as readSetting, isKnownTimeZone, prefetchSettings, putSetting as writeSetting } from './tables';
import { channelKey, channelOfPayment, type PayChannel } from './deduction';

export async function getSetting(ctx: Ctx, key: SettingKey) {
  const row = await readSetting(ctx.db, ctx.merchantId, key);
  const value = row ? row.value : defaultOf(key);
  return { key, value, updatedAt: row?.updated_at ?? null };
}

/** Each key's value is checked against its own schema; an unknown shape changes nothing. */
export async function putSetting(ctx: Ctx, key: SettingKey, value: unknown) {
  const parsed = settingSchemas[key].safeParse(value);
  if (!parsed.success) {
    throw new AppError(Code.VALIDATION, 'settingInvalid', {}, {
      fields: parsed.error.issues.map((i) => ({ field: ['value', ...i.path.map(String)].join('.'), message: i.message })),
    });
  }
  // Days are counted in this zone by the database (reports, dashboard): it must know the name.
  if (key === 'general' && !(await isKnownTimeZone(ctx.db, (parsed.data as { timeZone: string }).timeZone))) {
    throw new AppError(Code.VALIDATION, 'settingInvalid', {}, { fields: [{ field: 'value.timeZone', message: 'settingInvalid' }] });
  }
  await writeSetting(ctx.db, ctx.merchantId, key, parsed.data, ctx.actor?.userId ?? null);
}

export async function getLogo(ctx: Ctx): Promise<LogoConfig> {
  return (await getSetting(ctx, 'logo')).value as LogoConfig;
}

function defaultOf(key: SettingKey): unknown {
  const parsed = settingSchemas[key].safeParse({});
  return parsed.success ? parsed.data : null;
}

/** The merchant's time zone (IANA name; the setting's default when unset): days and times of day are counted in it. */
export async function merchantTimeZone(ctx: Ctx): Promise<string> {
  return ((await getSetting(ctx, 'general')).value as { timeZone?: string } | null)?.timeZone ?? 'Asia/Shanghai';
}

/** The overdraft an account may reach below zero, in cents (0: none); consumption reads it. */
export async function overdraftLimit(ctx: Ctx): Promise<number> {
  return ((await getSetting(ctx, 'account')).value as { overdraftLimit: number }).overdraftLimit;
}

/** The window an offline record's device time must fall in to be booked on upload (settings key 'offline'). */
export async function offlineWindow(ctx: Ctx): Promise<{ daysBack: number; minutesAhead: number }> {
  return (await getSetting(ctx, 'offline')).value as { daysBack: number; minutesAhead: number };
}

/** Everything a consumption reads of the settings (limits, time zone, deduction order), in one query. */
export async function prefetchConsumptionSettings(ctx: Ctx, channel: PayChannel): Promise<void> {
  await prefetchSettings(ctx.db, ctx.merchantId, ['account', 'general', 'pay', 'canteen', channelKey(channelOfPayment(channel)), 'stamp:marketing', 'stamp:deduction', 'stamp:canteens', 'stamp:dishes']);
}

/** The wallet order consumption deducts in (per channel, customer or device). */
export { deductionOrder, type PayChannel } from './deduction';
