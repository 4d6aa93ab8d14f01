import type { TodayOrders } from '@canteen/contract';

/** Today's orders per canteen as chart rows by hour (0–23), one series per canteen. */
export function canteenHourRows(today: TodayOrders) {
  const series = today.canteens.map((c) => ({ key: `c${c.canteenId}`, label: c.canteenName }));
  const rows = Array.from({ length: 24 }, (_, hour) => ({ hour, ...Object.fromEntries(today.canteens.map((c) => [`c${c.canteenId}`, c.orders[hour]])) }));
  return { rows, series };
}
