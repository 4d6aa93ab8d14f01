import { Alert, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HealthRecipeDetailPage } from '@canteen/contract';
import { amountText, standing, type Target } from './nutrition';

const COLOURS = { low: 'orange', ok: 'green', high: 'red' } as const;

interface Row {
  nutrientId: number;
  name: string;
  unit: string;
  meals: Record<number, number>;
  day: number;
  target?: Target;
}

/**
 * The recipe's nutrition per meal and for the day, one row per nutrient of the catalogue, beside the targets of the
 * diet pattern it compares with (when there is one).
 */
export default function NutritionTotals({ data }: { data: Pick<HealthRecipeDetailPage, 'totals' | 'mealTotals' | 'pattern'> }) {
  const { t } = useTranslation();
  const targets = new Map((data.pattern?.targets ?? []).map((x) => [x.nutrientId, x]));
  const rows: Row[] = data.totals.map((n) => ({
    nutrientId: n.nutrientId,
    name: n.name,
    unit: n.unit,
    meals: Object.fromEntries(data.mealTotals.map((m) => [m.mealType, m.totals.find((x) => x.nutrientId === n.nutrientId)?.amount ?? 0])),
    day: n.amount,
    target: targets.get(n.nutrientId),
  }));
  const targetText = (x: Target) =>
    x.min !== null && x.max !== null
      ? t('healthRecipes.totals.targetRange', { min: x.min, max: x.max })
      : x.min !== null
        ? t('healthRecipes.totals.atLeast', { min: x.min })
        : t('healthRecipes.totals.atMost', { max: x.max });
  if (!rows.length) return <Alert type="info" showIcon title={t('healthRecipes.totals.noNutrients')} />;
  return (
    <>
      <Alert
        type={data.pattern ? 'success' : 'info'}
        showIcon
        style={{ marginBottom: 8 }}
        title={data.pattern ? t('healthRecipes.totals.pattern', { name: data.pattern.name }) : t('healthRecipes.totals.noPattern')}
      />
      <Table<Row>
        size="small"
        bordered
        rowKey="nutrientId"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: t('healthRecipes.totals.nutrient'), render: (_, r) => `${r.name} (${r.unit})` },
          ...data.mealTotals.map((m) => ({
            key: `meal${m.mealType}`,
            title: t(`canteens.mealType.${m.mealType}`),
            render: (_: unknown, r: Row) => amountText(r.meals[m.mealType] ?? 0),
          })),
          { key: 'day', title: t('healthRecipes.totals.day'), render: (_, r) => <strong>{amountText(r.day)}</strong> },
          ...(data.pattern
            ? [
                {
                  key: 'target',
                  title: t('healthRecipes.totals.target'),
                  render: (_: unknown, r: Row) => {
                    const state = standing(r.day, r.target);
                    return r.target && state ? (
                      <>
                        {targetText(r.target)} <Tag color={COLOURS[state]}>{t(`healthRecipes.totals.${state}`)}</Tag>
                      </>
                    ) : (
                      '—'
                    );
                  },
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
