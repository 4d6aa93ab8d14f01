import { Alert, Button, Card, Empty, Skeleton, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HealthRecipeDetail } from '@canteen/contract';
import { call } from '@/api';
import PrintDialog, { PRINT_STATE } from '@/components/PrintDialog';
import NutritionTotals from '../healthRecipes/NutritionTotals';
import { MEAL_TYPES, amountText, nutritionText } from '../healthRecipes/nutrition';

/**
 * The meal plan of one health recipe (/healthcenter/peican?healthRecipeId=…, hidden, menu 909000): per meal its
 * dishes, portions and nutrition, then the day's totals against the diet pattern it compares with; printable.
 */
export default function MealPlanPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('healthRecipeId'));
  const plan = useQuery({ queryKey: ['healthRecipes.detailPage', id, 'plan'], queryFn: () => call('healthRecipes.detailPage', { healthRecipeId: id, limit: 500 }), enabled: id > 0 });
  if (!(id > 0)) return <Empty description={t('healthRecipes.plan.none')} />;
  if (plan.isPending) return <Skeleton active />;
  if (plan.isError) return <Alert type="error" showIcon title={t('healthRecipes.plan.notFound')} />;
  const data = plan.data;
  const meals = MEAL_TYPES.filter((m) => data.records.some((r) => r.mealType === m));
  const title = t('healthRecipes.plan.title', { name: data.name });
  const printColumns = [
    { key: 'meal', title: t('healthRecipes.detail.meal'), format: (_: unknown, r: Record<string, unknown>) => t(`canteens.mealType.${String(r.mealType)}`) },
    { key: 'dishName', title: t('healthRecipes.detail.dish') },
    { key: 'portions', title: t('healthRecipes.detail.portions'), format: (v: unknown) => amountText(Number(v)) },
    { key: 'nutrition', title: t('healthRecipes.detail.nutrition'), format: (_: unknown, r: Record<string, unknown>) => nutritionText((r as unknown as HealthRecipeDetail).nutrition) },
    { key: 'remark', title: t('healthRecipes.detail.remark') },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card
        size="small"
        title={title}
        extra={
          <Space wrap>
            <PrintDialog columns={printColumns} rows={data.records as unknown as Record<string, unknown>[]} state={PRINT_STATE.table} title={title} />
            <Button onClick={() => void navigate('/healthcenter/healthcaipu')}>{t('healthRecipes.plan.back')}</Button>
          </Space>
        }
      >
        {data.energyKcal !== null && <Typography.Text>{t('healthRecipes.recipe.energyTarget', { kcal: data.energyKcal })}</Typography.Text>}
        {data.hiddenLines > 0 && <Alert type="warning" showIcon title={t('healthRecipes.recipe.hiddenLines', { count: data.hiddenLines })} />}
      </Card>
      {meals.map((meal) => (
        <Card key={meal} size="small" title={t(`canteens.mealType.${meal}`)}>
          <Table<HealthRecipeDetail>
            size="small"
            rowKey="detailId"
            pagination={false}
            dataSource={data.records.filter((r) => r.mealType === meal)}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'dish', title: t('healthRecipes.detail.dish'), dataIndex: 'dishName' },
              { key: 'portions', title: t('healthRecipes.detail.portions'), render: (_, r) => amountText(r.portions) },
              { key: 'nutrition', title: t('healthRecipes.detail.nutrition'), render: (_, r) => nutritionText(r.nutrition) },
              { key: 'remark', title: t('healthRecipes.detail.remark'), dataIndex: 'remark' },
            ]}
          />
        </Card>
      ))}
      {!meals.length && <Empty description={t('healthRecipes.recipe.noDishes')} />}
      <Card size="small" title={t('healthRecipes.totals.title')}>
        <NutritionTotals data={data} />
      </Card>
    </Space>
  );
}
