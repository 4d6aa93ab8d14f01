import { RECIPE_ISSUE_SCOPES, type RecipeIssueRecord } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { canteenChoices } from '@/pages/canteens/options';
import { formatDate } from '@/shell/clock';

const fields: FieldDef<RecipeIssueRecord>[] = [
  { key: 'canteenId', label: 'menuRecipes.list.canteen', type: 'select', options: canteenChoices, inTable: false, inSearch: true, inForm: false },
  { key: 'canteenName', label: 'menuRecipes.list.canteen', type: 'text', inForm: false },
  {
    key: 'scope',
    label: 'menuRecipes.issue.scope',
    type: 'select',
    options: RECIPE_ISSUE_SCOPES.map((s) => ({ value: s, label: `menuRecipes.issue.scope.${s}` })),
    inSearch: true,
    inForm: false,
  },
  { key: 'recipeCount', label: 'menuRecipes.records.recipeCount', type: 'number', inForm: false },
  {
    key: 'recipes',
    label: 'menuRecipes.records.days',
    type: 'text',
    inForm: false,
    width: 220,
    render: (_v, row) => [...new Set(row.recipes.map((r) => formatDate(r.recipeDate)))].join('、'),
  },
  { key: 'deviceNames', label: 'menuRecipes.issue.devices', type: 'text', inForm: false, render: (v) => (Array.isArray(v) ? v.join('、') : '') },
  { key: 'issuedBy', label: 'menuRecipes.records.issuedBy', type: 'text', inForm: false },
  { key: 'issuedAt', label: 'menuRecipes.records.issuedAt', type: 'datetime', inForm: false },
];

/** Who issued which recipes to which devices. */
export default function IssueRecords() {
  return <ResourcePage title="menuRecipes.tab.records" rowKey="issueId" fields={fields} pageEndpoint="menuRecipes.issueRecordPage" print />;
}
