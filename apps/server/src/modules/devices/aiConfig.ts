import { AI_DEVICE_TYPES, DEFAULT_CONFIDENCE_THRESHOLD, type AiMenuConfig } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { defineResource } from '../../platform/resource';
import { fieldError, isUniqueViolation } from '../../platform/http/errors';
import { findCanteen } from '../canteens';

/** The AI menu config of a canteen (one per canteen): what its dish-recognition devices do with a recognition. */
export const aiConfigs = defineResource<AiMenuConfig>({
  table: 'ai_menu_configs',
  idField: 'menuaiId',
  fields: {
    canteenId: 'canteen_id',
    enabled: 'enabled',
    confidenceThreshold: 'confidence_threshold',
    autoSettle: 'auto_settle',
    deviceIds: 'device_ids',
    updatedAt: 'updated_at',
  },
  readOnly: ['updatedAt'],
  computed: { canteenName: '(SELECT c.name FROM canteens c WHERE c.id = r.canteen_id)' },
  filters: { canteenId: { column: 'canteen_id', op: 'eq' } },
  scope: { type: 'canteen', column: 'canteen_id' },
  unique: [['canteenId']],
  what: 'AI menu config',
});

interface ConfigFields {
  enabled: boolean;
  confidenceThreshold: number;
  autoSettle: boolean;
  deviceIds: number[];
}

/** Every device must be a dish-recognition device of the merchant in the config's canteen. */
async function checkDevices(ctx: Ctx, canteenId: number, deviceIds: number[]): Promise<number[]> {
  const unique = [...new Set(deviceIds)];
  if (!unique.length) return unique;
  const found = await ctx.db.query<{ id: number }>(
    `SELECT id FROM devices WHERE merchant_id = $1 AND canteen_id = $2 AND type = ANY($3::text[]) AND id = ANY($4::int[])`,
    [ctx.merchantId, canteenId, [...AI_DEVICE_TYPES], unique],
  );
  if (found.length !== unique.length) throw fieldError('deviceIds', 'aiDeviceInvalid');
  return unique;
}

const taken = (e: unknown) => {
  throw isUniqueViolation(e) ? fieldError('canteenId', 'alreadyExists') : e;
};

export async function addConfig(ctx: Ctx, input: ConfigFields & { canteenId: number }) {
  await findCanteen(ctx, input.canteenId);
  const deviceIds = await checkDevices(ctx, input.canteenId, input.deviceIds);
  return { menuaiId: await aiConfigs.create(ctx, { ...input, deviceIds }).catch(taken) };
}

export async function updateConfig(ctx: Ctx, input: ConfigFields & { menuaiId: number }) {
  const current = await aiConfigs.get(ctx, input.menuaiId);
  const deviceIds = await checkDevices(ctx, current.canteenId, input.deviceIds);
  const { menuaiId, ...fields } = input;
  await aiConfigs.update(ctx, menuaiId, { ...fields, deviceIds });
  await ctx.db.query(`UPDATE ai_menu_configs SET updated_at = $3 WHERE id = $1 AND merchant_id = $2`, [menuaiId, ctx.merchantId, ctx.now()]);
  return null;
}

export async function removeConfig(ctx: Ctx, menuaiId: number) {
  await aiConfigs.remove(ctx, menuaiId);
  return null;
}

/** The config of a canteen, or the defaults when it has none (recognition on, nothing settles by itself). */
export async function configOfCanteen(ctx: Ctx, canteenId: number): Promise<{ enabled: boolean; confidenceThreshold: number }> {
  const row = (
    await ctx.db.query<{ enabled: boolean; confidence_threshold: number }>(
      `SELECT enabled, confidence_threshold FROM ai_menu_configs WHERE merchant_id = $1 AND canteen_id = $2`,
      [ctx.merchantId, canteenId],
    )
  )[0];
  return row ? { enabled: row.enabled, confidenceThreshold: row.confidence_threshold } : { enabled: true, confidenceThreshold: DEFAULT_CONFIDENCE_THRESHOLD };
}
