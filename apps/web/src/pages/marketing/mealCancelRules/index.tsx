import type { MealCancelRule } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import { namesCell, percentCell } from '../shared/Names';
import { canteenChoices, mealTypeChoices } from '../shared/options';

const fields = fieldsFrom<'marketing.mealBackRuleAdd', MealCancelRule, 'marketing.mealBackRuleEdit'>(['marketing.mealBackRuleAdd', 'marketing.mealBackRuleEdit'], [
  { key: 'name', label: 'marketing.rule.name', type: 'text', inSearch: true },
  { key: 'canteenIds', label: 'marketing.rule.canteens', type: 'select', multiple: true, options: canteenChoices, render: namesCell(canteenChoices, 'canteens') },
  { key: 'mealTypes', label: 'marketing.rule.mealTypes', type: 'select', multiple: true, options: mealTypeChoices, render: namesCell(mealTypeChoices, 'mealTypes') },
  { key: 'deadlineMinutes', label: 'marketing.mealBack.deadlineMinutes', type: 'number', required: true },
  { key: 'refundPercent', label: 'marketing.mealBack.refundPercent', type: 'number', required: true, render: percentCell },
  { key: 'enabled', label: 'marketing.rule.enabled', type: 'switch' },
  { key: 'remark', label: 'marketing.rule.remark', type: 'textarea', inTable: false },
]);

const NEW_RULE = { canteenIds: [], mealTypes: [], deadlineMinutes: 0, refundPercent: 100, enabled: true };

/** Meal-cancel rules (/marketing/cancelorder, menu 506000): until when a booked meal may be cancelled, and the refund share. */
export default function MealCancelRulesPage() {
  return (
    <ResourcePage
      title="/marketing/cancelorder"
      rowKey="ruleId"
      fields={fields}
      pageEndpoint="marketing.mealBackRulePage"
      print
      addEndpoint="marketing.mealBackRuleAdd"
      editEndpoint="marketing.mealBackRuleEdit"
      removeEndpoint="marketing.mealBackRuleRemove"
      removeKey="ruleId"
      newRecord={NEW_RULE}
    />
  );
}
