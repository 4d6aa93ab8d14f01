import type { CardFeeRecord } from '@canteen/contract';
import { endpointOf } from '@/api/endpoints';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f, periodRange, personFields } from '../fields';

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
    <ResourcePage<CardFeeRecord>
      title="/personal/carddeductfeerecord"
      rowKey="eventId"
      fields={fields}
      pageEndpoint={endpointOf('accountRecords.cardFeePage')}
      exportEndpoint={endpointOf('accountRecords.cardFeeExport')}
      print={{ state: 4, amountKey: 'amount', timeRange: periodRange }}
    />
  );
}
