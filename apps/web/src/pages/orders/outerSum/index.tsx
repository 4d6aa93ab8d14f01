import type { FieldDef } from '@/components/ResourcePage';
import SummaryPage from '@/pages/accounts/records/SummaryPage';
import { f, payTypeOptions } from '../bookings/fields';

const fields: FieldDef[] = [
  f.text('day'),
  f.canteenFilter,
  f.days,
  f.canteenName,
  f.select('payType', payTypeOptions, true),
  f.number('orders'),
  f.money('amount'),
  f.money('refunded'),
  f.money('net'),
];

/** Outer orders summary (/orderCenter/outOrdsum, menu 409000): orders charged by outer systems, by day, canteen and pay type. */
export default function OuterSumPage() {
  return <SummaryPage title="/orderCenter/outOrdsum" rowKey="groupKey" fields={fields} pageEndpoint="orderBookings.outOrderSum" exportEndpoint="orderBookings.outOrderSumExport" />;
}
