import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import { dayRange, f } from '../bookings/fields';
import WriteOffDesk from './WriteOffDesk';

const fields: FieldDef[] = [
  f.canteenFilter,
  f.days,
  f.text('mealDay'),
  f.canteenName,
  f.mealPeriod(),
  f.number('booked'),
  f.number('picked'),
  f.number('waiting'),
  f.number('pickedByDevice'),
  f.number('pickedInConsole'),
  f.number('delivered'),
  f.money('pickedAmount'),
];

/** Write-off summary (/orderCenter/hexiaosum, menu 404000): the pick-up counter, and meals handed over by day, canteen and meal. */
export default function WriteOffSumPage() {
  return (
    <>
      <WriteOffDesk />
      <ResourcePage
        title="/orderCenter/hexiaosum"
        rowKey="groupKey"
        fields={fields}
        pageEndpoint="orderBookings.writeOffSum"
        exportEndpoint="orderBookings.writeOffSumExport"
        print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'pickedAmount', quantityKey: 'picked', timeRange: dayRange }}
      />
    </>
  );
}
