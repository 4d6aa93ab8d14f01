import type { PointGainRule } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import { namesCell } from '../shared/Names';
import { canteenChoices, mealTypeChoices, psnTypeChoices } from '../shared/options';

const fields = fieldsFrom<'marketingRewards.pointGainAdd', PointGainRule, 'marketingRewards.pointGainEdit'>(['marketingRewards.pointGainAdd', 'marketingRewards.pointGainEdit'], [
  { key: 'name', label: 'marketingRewards.rule.name', type: 'text', inSearch: true },
  { key: 'pointsPerYuan', label: 'marketingRewards.gain.pointsPerYuan', type: 'number' },
  { key: 'canteenIds', label: 'marketing.rule.canteens', type: 'select', multiple: true, options: canteenChoices, render: namesCell(canteenChoices, 'canteens') },
  { key: 'mealTypes', label: 'marketing.rule.mealTypes', type: 'select', multiple: true, options: mealTypeChoices, render: namesCell(mealTypeChoices, 'mealTypes') },
  { key: 'psnTypeIds', label: 'marketing.rule.psnTypes', type: 'select', multiple: true, options: psnTypeChoices, render: namesCell(psnTypeChoices, 'psnTypes') },
  { key: 'validFrom', label: 'marketingRewards.rule.validFrom', type: 'date' },
  { key: 'validTo', label: 'marketingRewards.rule.validTo', type: 'date' },
  { key: 'priority', label: 'marketingRewards.rule.priority', type: 'number' },
  { key: 'enabled', label: 'marketingRewards.rule.enabled', type: 'switch' },
  { key: 'remark', label: 'marketingRewards.rule.remark', type: 'textarea', inTable: false },
]);

const NEW_RULE = { pointsPerYuan: 1, canteenIds: [], mealTypes: [], psnTypeIds: [], priority: 0, enabled: true };

/** Point gain rules (/marketing/jifen/getpoints, menu 503010): points per yuan paid, where and for whom; the first enabled rule by priority applies. */
export default function PointGainPage() {
  return (
    <ResourcePage
      title="/marketing/jifen/getpoints"
      rowKey="gainRuleId"
      fields={fields}
      pageEndpoint="marketingRewards.pointGainPage"
      print
      addEndpoint="marketingRewards.pointGainAdd"
      editEndpoint="marketingRewards.pointGainEdit"
      removeEndpoint="marketingRewards.pointGainRemove"
      removeKey="gainRuleId"
      newRecord={NEW_RULE}
      formWidth={640}
    />
  );
}
