import { useState } from 'react';
import { Alert, Button, Card, Empty, Space, Table, Typography, message } from 'antd';
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HealthRecipeDetail, HealthRecipeNode } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';
import DishPicker from './DishPicker';
import NutritionTotals from './NutritionTotals';
import { MEAL_TYPES, amountText, nutritionText } from './nutrition';

export const DETAIL = 'healthRecipes.detailPage';

const lineFields: FieldDef[] = [
  { key: 'mealType', label: 'healthRecipes.detail.meal', type: 'select', required: true, options: MEAL_TYPES.map((m) => ({ value: m, label: `canteens.mealType.${m}` })) },
  { key: 'portions', label: 'healthRecipes.detail.portions', type: 'number', required: true, min: 0.5, max: 10 },
  { key: 'remark', label: 'healthRecipes.detail.remark', type: 'textarea', maxLength: 100 },
];

/** One recipe: its dishes by meal (add, change portions, remove) and its nutrition per meal and day. */
export default function RecipePanel({ recipe }: { recipe: HealthRecipeNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [picking, setPicking] = useState<number | null>(null);
  const [editing, setEditing] = useState<HealthRecipeDetail | null>(null);
  const id = recipe.healthRecipeId;
  const detail = useQuery({ queryKey: [DETAIL, id], queryFn: () => call(DETAIL, { healthRecipeId: id, limit: 500 }) });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [DETAIL, id] });
    // The tree shows each recipe's number of dishes.
    await queryClient.invalidateQueries({ queryKey: ['healthRecipes.treeList'] });
  };
  const remove = async (line: HealthRecipeDetail) => {
    try {
      await call('healthRecipes.detailRemove', { detailId: line.detailId });
    } catch {
      return;
    }
    void notice.success(t('healthRecipes.detail.removed'));
    await refresh();
  };
  const saveLine = async (values: Record<string, unknown>) => {
    if (!editing) return;
    await call('healthRecipes.detailEdit', {
      detailId: editing.detailId,
      dishId: editing.dishId,
      mealType: Number(values.mealType),
      portions: Number(values.portions),
      remark: String(values.remark ?? '').trim(),
    });
    void notice.success(t('widgets.resource.edited'));
    await refresh();
  };

  const lines = detail.data?.records ?? [];
  const energy = (line: HealthRecipeDetail) => line.nutrition.find((n) => n.code === 'energy');
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {holder}
      <Card
        size="small"
        title={recipe.name}
        extra={
          <Space wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(1)}>
              {t('healthRecipes.recipe.addDishes')}
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => void navigate(`/healthcenter/peican?healthRecipeId=${id}`)}>
              {t('healthRecipes.recipe.mealPlan')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {recipe.energyKcal !== null && <Typography.Text>{t('healthRecipes.recipe.energyTarget', { kcal: recipe.energyKcal })}</Typography.Text>}
          {recipe.description && <Typography.Paragraph style={{ marginBottom: 0 }}>{recipe.description}</Typography.Paragraph>}
          {detail.data && detail.data.hiddenLines > 0 && <Alert type="warning" showIcon title={t('healthRecipes.recipe.hiddenLines', { count: detail.data.hiddenLines })} />}
        </Space>
      </Card>
      {MEAL_TYPES.map((meal) => {
        const ofMeal = lines.filter((l) => l.mealType === meal);
        if (!ofMeal.length && meal !== 1 && meal !== 2 && meal !== 4) return null;
        return (
          <Card
            key={meal}
            size="small"
            title={t(`canteens.mealType.${meal}`)}
            extra={
              <Button size="small" icon={<PlusOutlined />} onClick={() => setPicking(meal)} aria-label={`${t('healthRecipes.recipe.addDishes')} ${t(`canteens.mealType.${meal}`)}`}>
                {t('healthRecipes.recipe.addDishes')}
              </Button>
            }
          >
            <Table<HealthRecipeDetail>
              size="small"
              rowKey="detailId"
              pagination={false}
              loading={detail.isFetching}
              dataSource={ofMeal}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('healthRecipes.recipe.noDishes')} /> }}
              scroll={{ x: 'max-content' }}
              columns={[
                { key: 'dish', title: t('healthRecipes.detail.dish'), dataIndex: 'dishName' },
                { key: 'portions', title: t('healthRecipes.detail.portions'), render: (_, l) => amountText(l.portions) },
                { key: 'energy', title: 'kcal', render: (_, l) => (energy(l) ? amountText(energy(l)!.amount) : '—') },
                { key: 'nutrition', title: t('healthRecipes.detail.nutrition'), render: (_, l) => nutritionText(l.nutrition.filter((n) => n.code !== 'energy')) },
                { key: 'remark', title: t('healthRecipes.detail.remark'), dataIndex: 'remark' },
                {
                  key: 'actions',
                  title: t('widgets.common.actions'),
                  render: (_, l) => (
                    <Space size="small">
                      <EditAction onClick={() => setEditing(l)} />
                      <RemoveAction onConfirm={() => remove(l)} />
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        );
      })}
      <Card size="small" title={t('healthRecipes.totals.title')}>
        {detail.data && <NutritionTotals data={detail.data} />}
      </Card>
      {picking !== null && <DishPicker healthRecipeId={id} mealType={picking} onSaved={refresh} onClose={() => setPicking(null)} />}
      {editing && (
        <EditDialog
          mode="edit"
          initialValues={{ mealType: editing.mealType, portions: editing.portions, remark: editing.remark }}
          fields={lineFields}
          options={new Map([['mealType', lineFields[0].options as { value: number; label: string }[]]])}
          save={saveLine}
          onClose={() => setEditing(null)}
        />
      )}
    </Space>
  );
}
