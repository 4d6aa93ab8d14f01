import type { dataScreenEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { freshRollups } from './rollups';
import { dashboard } from './dashboard';
import { screenData } from './screen';
import { merchantToday } from '../canteens';
import { headline, orderSum, todayOrders, tradeSum } from './screenCharts';

export const dataScreenHandlers: Handlers<typeof dataScreenEndpoints> = {
  'dataScreen.tradeSum': async (ctx, input) => {
    await freshRollups(ctx);
    return tradeSum(ctx, input);
  },
  'dataScreen.orderSum': async (ctx, input) => {
    await freshRollups(ctx);
    return orderSum(ctx, input);
  },
  'dataScreen.todayOrders': async (ctx, input) => {
    await freshRollups(ctx);
    return todayOrders(ctx, input, await merchantToday(ctx));
  },
  'dataScreen.screen': (ctx, input) => screenData(ctx, input.id),
  'dataScreen.merchant': async (ctx, input) => {
    await freshRollups(ctx);
    return headline(ctx, input, await merchantToday(ctx));
  },
  'dataScreen.dashboard': (ctx) => dashboard(ctx),
};
