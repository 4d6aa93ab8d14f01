import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import { dayRange, f } from '../bookings/fields';

const fields: FieldDef[] = [f.canteenFilter, f.days, f.text('mealDay'), f.mealPeriod(), f.canteenName, f.text('dishName'), f.number('qty'), f.number('bookings'), f.money('amount')];

/** Menu sum (/orderCenter/ordbooktimedetail, menu 408000): booked quantities per day, meal period and dish, for the kitchen. */
export default function BookingTimesPage() {
  return (
    <ResourcePage
      title="/orderCenter/ordbooktimedetail"
      rowKey="groupKey"
      fields={fields}
      pageEndpoint="orderBookings.bookTimeSum"
      exportEndpoint="orderBookings.bookTimeSumExport"
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'amount', quantityKey: 'qty', timeRange: dayRange }}
    />
  );
}
