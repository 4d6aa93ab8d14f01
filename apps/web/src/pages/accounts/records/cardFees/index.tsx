import type { CardFeeRecord } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f, periodRange, personFields } from '../fields';
import { PRINT_STATE } from '@/components/PrintDialog';

const fields: FieldDef<CardFeeRecord>[] = [
  ...personFields,
  { key: 'event', label: 'accountRecords.event', type: 'select', options: [{ value: 'replace', label: 'accountRecords.event.replace' }], inForm: false },
  f.text('oldCardNo', 'oldCardNo'),
  f.text('newCardNo', 'newCardNo'),
  f.money('fee'),
  f.remark,
  f.operator,
  f.at,
  f.period,
];

/** Card fee records (/personal/carddeductfeerecord, menu 709000): fees charged on card replacement. */
export default function CardFeesPage() {
  return (
    <ResourcePage
      title="/personal/carddeductfeerecord"
      rowKey="eventId"
      fields={fields}
      pageEndpoint="accountRecords.cardFeePage"
      exportEndpoint="accountRecords.cardFeeExport"
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'amount', timeRange: periodRange }}
    />
  );
}
