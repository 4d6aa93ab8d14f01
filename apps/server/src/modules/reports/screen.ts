import type { ScreenData } from '@canteen/contract';
import { actorOf, type Ctx } from '../../platform/context';
import { settingsHandlers } from '../settings';
import { freshRollups } from './rollups';
import { merchantToday } from '../canteens';
import { headline, screenCharts } from './screenCharts';

/**
 * A data screen with its charts' data. Its canteens (none named: every canteen in the caller's scope) are narrowed
 * to the viewer's data-screen canteen authority when they have one (settings, ds_canteen_authorities).
 */
export async function screenData(ctx: Ctx, id: number): Promise<ScreenData> {
  const screen = await settingsHandlers['settings.dataScreenDetail'](ctx, { id });
  const [authority] = await ctx.db.query<{ canteenIds: number[] }>(
    `SELECT canteen_ids AS "canteenIds" FROM ds_canteen_authorities WHERE merchant_id = $1 AND user_id = $2`,
    [ctx.merchantId, actorOf(ctx).userId],
  );
  const named = screen.canteenIds.length ? screen.canteenIds : null;
  const allowed = authority ? authority.canteenIds : null;
  const canteenIds = named && allowed ? named.filter((c) => allowed.includes(c)) : (named ?? allowed);
  await freshRollups(ctx);
  const day = await merchantToday(ctx);
  const [figures, charts] = await Promise.all([headline(ctx, { canteenIds }, day), screenCharts(ctx, screen.charts, canteenIds, day)]);
  return { screen, day, headline: figures, ...charts };
}
