import type { TFunction } from 'i18next';
import type { ScreenData } from '@canteen/contract';
import type { ReportChartProps } from '@/components/ReportChart';
import { canteenHourRows } from '../dashboard/hours';

type Chart = Omit<ReportChartProps, 'title' | 'dark' | 'height'>;
type Chartable = Exclude<keyof ScreenData, 'screen' | 'day' | 'headline'>;

/** What ReportChart draws for each chart a screen may show, from the screen's data (null: no data for it). */
export function chartOf(name: string, data: ScreenData, t: TFunction): Chart | null {
  const s = (key: string, money?: boolean) => ({ key, label: t(`dataScreen.series.${key}`), money });
  switch (name as Chartable) {
    case 'tradeSum':
      return data.tradeSum ? { rows: data.tradeSum, x: 'day', series: [s('amount', true), s('refundAmount', true), s('net', true)], kind: 'line' } : null;
    case 'orderSum':
      return data.orderSum ? { rows: data.orderSum, x: 'day', series: [s('orders'), s('refunds'), s('diners')], kind: 'bar' } : null;
    case 'todayOrderSum':
      return data.todayOrderSum ? { ...canteenHourRows(data.todayOrderSum), x: 'hour', kind: 'bar' } : null;
    case 'mealCount':
      return data.mealCount
        ? { rows: data.mealCount.map((m) => ({ meal: t(m.mealPeriod ? `canteens.mealType.${m.mealPeriod}` : 'dataScreen.meal.0'), orders: m.orders })), x: 'meal', series: [s('orders')], kind: 'bar' }
        : null;
    case 'rechargeSum':
      return data.rechargeSum ? { rows: data.rechargeSum, x: 'day', series: [s('recharge', true), s('subsidy', true)], kind: 'line' } : null;
    case 'topDishes':
      return data.topDishes ? { rows: data.topDishes, x: 'dishName', series: [s('qty'), s('amount', true)], kind: 'bar' } : null;
    case 'deviceState':
      return data.deviceState
        ? { rows: data.deviceState.map((d) => ({ ...d, type: t(`/basesetting/machinemanage/${d.type}`) })), x: 'type', series: [s('online'), s('offline')], kind: 'bar' }
        : null;
    case 'hourlyFlow':
      return data.hourlyFlow ? { rows: data.hourlyFlow, x: 'hour', series: [s('orders')], kind: 'line' } : null;
    default:
      return null;
  }
}
