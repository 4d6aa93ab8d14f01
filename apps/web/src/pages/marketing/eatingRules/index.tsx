import ResourcePage from '@/components/ResourcePage';
import { consumeRuleFields, NEW_RULE } from '../consumeRules/fields';

const fields = consumeRuleFields('eating');

/** Eating rules (/marketing/eatingRules, menu 502000): who may eat where, in which meal periods and how often. */
export default function EatingRulesPage() {
  return (
    <ResourcePage
      title="/marketing/eatingRules"
      rowKey="ruleId"
      fields={fields}
      pageEndpoint="marketing.eatingRulePage"
      print
      addEndpoint="marketing.eatingRuleAdd"
      editEndpoint="marketing.eatingRuleEdit"
      removeEndpoint="marketing.eatingRuleRemove"
      removeKey="ruleId"
      newRecord={NEW_RULE}
      formWidth={720}
    />
  );
}
