import type { PointOffsetRule } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import { percentCell } from '../shared/Names';

const fields = fieldsFrom<'marketingRewards.pointOffsetAdd', PointOffsetRule, 'marketingRewards.pointOffsetEdit'>(['marketingRewards.pointOffsetAdd', 'marketingRewards.pointOffsetEdit'], [
  { key: 'name', label: 'marketingRewards.rule.name', type: 'text', inSearch: true },
  { key: 'pointsPerYuan', label: 'marketingRewards.offset.pointsPerYuan', type: 'number' },
  { key: 'maxSharePercent', label: 'marketingRewards.offset.maxSharePercent', type: 'number', render: percentCell },
  { key: 'minPoints', label: 'marketingRewards.offset.minPoints', type: 'number' },
  { key: 'validFrom', label: 'marketingRewards.rule.validFrom', type: 'date' },
  { key: 'validTo', label: 'marketingRewards.rule.validTo', type: 'date' },
  { key: 'priority', label: 'marketingRewards.rule.priority', type: 'number' },
  { key: 'enabled', label: 'marketingRewards.rule.enabled', type: 'switch' },
  { key: 'remark', label: 'marketingRewards.rule.remark', type: 'textarea', inTable: false },
]);

const NEW_RULE = { pointsPerYuan: 100, maxSharePercent: 50, minPoints: 0, priority: 0, enabled: true };

/** Point offset rules (/marketing/jifen/dikou, menu 503020): how many points make a yuan, how much of a payment they may pay, the fewest usable. */
export default function PointOffsetPage() {
  return (
    <ResourcePage
      title="/marketing/jifen/dikou"
      rowKey="offsetRuleId"
      fields={fields}
      pageEndpoint="marketingRewards.pointOffsetPage"
      print
      addEndpoint="marketingRewards.pointOffsetAdd"
      editEndpoint="marketingRewards.pointOffsetEdit"
      removeEndpoint="marketingRewards.pointOffsetRemove"
      removeKey="offsetRuleId"
      newRecord={NEW_RULE}
    />
  );
}
