import type { RechargeAmount } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';

const fields: FieldDef<RechargeAmount>[] = [
  { key: 'amount', label: 'marketing.amount.amount', type: 'money', required: true, min: 0.01, max: 999_999.99 },
  { key: 'sort', label: 'marketing.amount.sort', type: 'number', min: 0, max: 9999 },
  { key: 'enabled', label: 'marketing.rule.enabled', type: 'switch' },
];

/** Recharge amount templates (rechargeamount): the one-tap amounts of the recharge desk and the app. */
export default function AmountsTab() {
  return (
    <ResourcePage
      title="marketing.amount.tab"
      rowKey="id"
      fields={fields}
      pageEndpoint="marketing.rechargeAmountPage"
      print
      addEndpoint="marketing.rechargeAmountAdd"
      editEndpoint="marketing.rechargeAmountEdit"
      removeEndpoint="marketing.rechargeAmountRemove"
      newRecord={{ sort: 0, enabled: true }}
    />
  );
}
