import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PORTIONS } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import { MEAL_TYPES } from './nutrition';

interface Props {
  healthRecipeId: number;
  mealType: number;
  onSaved: () => Promise<void>;
  onClose: () => void;
}

interface Values {
  mealType: number;
  dishIds: number[];
  portions: number;
  remark?: string;
}

/** Puts approved dishes on one meal of the recipe, each with the same portions (changed per line afterwards). */
export default function DishPicker({ healthRecipeId, mealType, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const dishes = useQuery({ queryKey: ['healthRecipes.dishChoices', {}], queryFn: () => call('healthRecipes.dishChoices', {}) });
  const options = (dishes.data ?? []).map((d) => ({ value: d.dishesId, label: d.dishName, search: `${d.dishName} ${d.pinyinInitials} ${d.typeName}`.toLowerCase() }));

  const submit = async (values: Values) => {
    await call('healthRecipes.detailAdd', {
      healthRecipeId,
      mealType: values.mealType,
      items: values.dishIds.map((dishId) => ({ dishId, portions: values.portions, remark: (values.remark ?? '').trim() })),
    });
    await onSaved();
  };

  return (
    <FormDialog<Values>
      name="dishes"
      title={t('healthRecipes.detail.addTitle')}
      layout="vertical"
      initialValues={{ mealType, dishIds: [], portions: 1 }}
      submitOnEnter={false}
      after={dishes.isError && <Typography.Text type="danger">{String(dishes.error.message)}</Typography.Text>}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="mealType" label={t('healthRecipes.detail.meal')} rules={[{ required: true }]}>
        <Select options={MEAL_TYPES.map((m) => ({ value: m, label: t(`canteens.mealType.${m}`) }))} />
      </Form.Item>
      <Form.Item name="dishIds" label={t('healthRecipes.detail.dishes')} rules={[{ required: true, type: 'array', min: 1 }]} extra={t('healthRecipes.detail.dishHint')}>
        <Select
          mode="multiple"
          loading={dishes.isFetching}
          placeholder={t('healthRecipes.detail.dishSearch')}
          options={options}
          filterOption={(input, option) => Boolean(option?.search.includes(input.trim().toLowerCase()))}
        />
      </Form.Item>
      <Form.Item name="portions" label={t('healthRecipes.detail.portions')} rules={[{ required: true }]} extra={t('healthRecipes.detail.portionsHint')}>
        <InputNumber min={PORTIONS.min} max={PORTIONS.max} step={PORTIONS.step} precision={1} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="remark" label={t('healthRecipes.detail.remark')}>
        <Input maxLength={100} />
      </Form.Item>
    </FormDialog>
  );
}
