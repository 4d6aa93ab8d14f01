import type { RechargeAmount } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';

const fields = fieldsFrom<'marketing.rechargeAmountAdd', RechargeAmount, 'marketing.rechargeAmountEdit'>(['marketing.rechargeAmountAdd', 'marketing.rechargeAmountEdit'], [
  { key: 'amount', label: 'marketing.amount.amount', type: 'money', max: 999_999.99 },
  { key: 'sort', label: 'marketing.amount.sort', type: 'number', max: 9999 },
  { key: 'enabled', label: 'marketing.rule.enabled', type: 'switch' },
]);

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
