import type { Recipe } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { canteenChoices, mealTypeChoices } from '@/pages/canteens/options';

const yesNo = [
  { value: true, label: 'widgets.common.yes' },
  { value: false, label: 'widgets.common.no' },
];

const fields: FieldDef<Recipe>[] = [
  { key: 'canteenId', label: 'menuRecipes.list.canteen', type: 'select', options: canteenChoices, inTable: false, inSearch: true, inForm: false },
  { key: 'canteenName', label: 'menuRecipes.list.canteen', type: 'text', inForm: false },
  { key: 'recipeDate', label: 'menuRecipes.list.recipeDate', type: 'date', inSearch: true, rangeKeys: ['startDate', 'endDate'], inForm: false },
  { key: 'mealType', label: 'menuRecipes.list.mealType', type: 'select', options: mealTypeChoices, inSearch: true, inForm: false },
  { key: 'name', label: 'menuRecipes.list.name', type: 'text', inSearch: true, inForm: false },
  { key: 'dishNames', label: 'menuRecipes.list.dishes', type: 'text', inForm: false, width: 260, render: (v) => (Array.isArray(v) ? v.join('、') : '') },
  { key: 'dishCount', label: 'menuRecipes.list.dishCount', type: 'number', inForm: false },
  { key: 'enabled', label: 'menuRecipes.list.enabled', type: 'select', options: yesNo, inSearch: true, inForm: false },
  { key: 'issued', label: 'menuRecipes.list.issued', type: 'select', options: yesNo, inSearch: true, inTable: false, inForm: false },
  { key: 'issueCount', label: 'menuRecipes.list.issueCount', type: 'number', inForm: false },
  { key: 'deviceCount', label: 'menuRecipes.list.deviceCount', type: 'number', inForm: false },
  { key: 'issuedAt', label: 'menuRecipes.list.issuedAt', type: 'datetime', inForm: false },
  { key: 'appletIssuedAt', label: 'menuRecipes.list.appletIssuedAt', type: 'datetime', inForm: false },
  { key: 'remark', label: 'menuRecipes.list.remark', type: 'text', inForm: false },
];

/** The recipes as a list: filter by canteen, days, meal and state; export and print. Editing is the planner's. */
export default function RecipeList() {
  return <ResourcePage title="/menudish/caipu" rowKey="recipeId" fields={fields} pageEndpoint="menuRecipes.page" exportEndpoint="menuRecipes.export" print />;
}
