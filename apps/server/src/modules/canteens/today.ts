import type { Ctx } from '../../platform/context';
import { merchantTimeZone } from '../settings';
import { localClock } from './timeOfDay';

/** The merchant's today, 'YYYY-MM-DD', in its time zone (or the day of `at`). */
export const merchantToday = async (ctx: Ctx, at = ctx.now()) => localClock(at, await merchantTimeZone(ctx)).day;
