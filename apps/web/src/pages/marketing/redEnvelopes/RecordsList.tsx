import { formatMoney, RED_ENVELOPE_RECORD_STATES, RED_ENVELOPE_SKIP_REASONS, type RedEnvelopeRecord } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f as records } from '@/pages/accounts/records/fields';

const fields: FieldDef<RedEnvelopeRecord>[] = [
  { key: 'envelopName', label: 'marketingRewards.record.envelope', type: 'text', inForm: false },
  { key: 'custName', label: 'marketingRewards.record.custName', type: 'text', inSearch: true, inForm: false },
  { key: 'custNum', label: 'marketingRewards.record.custNum', type: 'text', inSearch: true, inForm: false },
  { ...records.orgFilter, label: 'marketingRewards.record.org' },
  { key: 'orgName', label: 'marketingRewards.record.org', type: 'text', inForm: false },
  { key: 'amount', label: 'marketingRewards.record.amount', type: 'money', inForm: false, render: (v) => formatMoney(v as number) },
  {
    key: 'state',
    label: 'marketingRewards.record.state',
    type: 'select',
    options: RED_ENVELOPE_RECORD_STATES.map((s) => ({ value: s, label: `marketingRewards.record.state.${s}` })),
    inSearch: true,
    inForm: false,
  },
  {
    key: 'skipReason',
    label: 'marketingRewards.record.skipReason',
    type: 'select',
    options: RED_ENVELOPE_SKIP_REASONS.map((s) => ({ value: s, label: `marketingRewards.record.skipReason.${s}` })),
    inForm: false,
  },
  { key: 'bizNo', label: 'marketingRewards.record.bizNo', type: 'text', inForm: false },
  { key: 'at', label: 'marketingRewards.record.at', type: 'datetime', inForm: false },
];

/** Grant records: every person an envelope reached, paid or skipped and why; all envelopes, or one. */
export default function RecordsList({ envelopId }: { envelopId?: number }) {
  return (
    <ResourcePage
      title="marketingRewards.envelope.records"
      rowKey="recordId"
      fields={fields}
      pageEndpoint="marketingRewards.redEnvelopeRecordPage"
      fixedQuery={envelopId ? { envelopId } : undefined}
      print={{ amountKey: 'amount' }}
    />
  );
}
