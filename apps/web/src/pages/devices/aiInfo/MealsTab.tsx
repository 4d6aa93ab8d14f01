import { Tag } from 'antd';
import { type AiMeal } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { aiCanteenChoices } from '../aiOptions';

const dishList = (meal: AiMeal) =>
  meal.dishes.map((d) => (
    <Tag key={d.mealDishId} color={d.removed ? 'default' : d.source === 'review' ? 'blue' : undefined} style={d.removed ? { textDecoration: 'line-through' } : undefined}>
      {d.dishName || d.dishNumber}
    </Tag>
  ));

const fields: FieldDef<AiMeal>[] = [
  { key: 'canteenId', label: 'devicesAi.canteen', type: 'select', inSearch: true, options: aiCanteenChoices },
  { key: 'recognisedAt', label: 'devicesAi.review.at', type: 'datetime' },
  { key: 'deviceName', label: 'devicesAi.review.device', type: 'text' },
  { key: 'deviceTradeNo', label: 'devicesAi.review.tradeNo', type: 'text' },
  { key: 'dishes', label: 'devicesAi.mealDishes', type: 'text', render: (_v, row) => dishList(row) },
  { key: 'reviewed', label: 'devicesAi.review.reviewed', type: 'switch', inSearch: true },
  { key: 'corrected', label: 'devicesAi.review.corrected', type: 'switch' },
  { key: 'reviewedBy', label: 'devicesAi.review.reviewedBy', type: 'text' },
];

/** Every meal devices recognised, newest first, with what review changed (struck out: removed; blue: added). */
export default function MealsTab() {
  return <ResourcePage title="devicesAi.tab.meals" rowKey="mealId" fields={fields} pageEndpoint="devicesAi.mealPage" />;
}
