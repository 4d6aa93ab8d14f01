import type { FieldDef } from '@/components/ResourcePage';
import SummaryPage from '@/pages/accounts/records/SummaryPage';
import { f, orderTypeOptions, payTypeOptions } from '../bookings/fields';

const fields: FieldDef[] = [
  f.text('day'),
  f.canteenFilter,
  f.days,
  f.canteenName,
  f.mealPeriod(),
  f.select('payType', payTypeOptions, true),
  f.select('orderType', orderTypeOptions, true),
  f.number('orders'),
  f.money('amount'),
  f.money('refunded'),
  f.money('net'),
];

/** Order centre summary (/orderCenter/ordersum, menu 403000): orders by day, canteen, meal, pay type and order type, net of refunds. */
export default function OrderSumPage() {
  return <SummaryPage title="/orderCenter/ordersum" rowKey="groupKey" fields={fields} pageEndpoint="orderBookings.orderSum" exportEndpoint="orderBookings.orderSumExport" />;
}
