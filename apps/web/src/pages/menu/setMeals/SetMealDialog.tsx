import { Button, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MENU_IMAGE_LIMIT, SET_MEAL_ITEM_LIMIT, formatMoney, formatSignedMoney, type MenuSetMeal } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import ImageUpload from '@/components/ImageUpload';
import { canteenChoices, mealTypeChoices } from '@/pages/canteens/options';
import { centsToYuanText, parseYuan } from '@/pages/accounts/shared/money';

interface Values {
  name: string;
  canteenId?: number;
  mealTypes: number[];
  items: { dishId?: number; qty: number }[];
  price: string;
  enabled: boolean;
  images: string[];
  sort: number;
  remark: string;
}

const label = (key: string) => `menuProducts.setMeal.${key}`;
const PRICE = /^\d{1,6}(\.\d{1,2})?$/;

/**
 * Add (no set) or edit a set meal: its dishes and quantities in an items editor, the price typed in yuan and sent in
 * cents; the list price of the items and the saving are shown as they are typed.
 */
export default function SetMealDialog({ setMeal, onSaved, onClose }: { setMeal?: MenuSetMeal; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const dishes = useQuery({ queryKey: ['menuProducts.setMealDishList'], queryFn: () => call('menuProducts.setMealDishList', {}, { loading: false }), staleTime: 60_000 });
  const canteens = useQuery({ queryKey: ['setMealCanteens'], queryFn: canteenChoices, staleTime: 60_000 });
  const prices = new Map((dishes.data ?? []).map((d) => [d.dishId, d.price]));
  // A dish of the set no longer offered (not approved any more) still shows by its name.
  const dishOptions = [
    ...(dishes.data ?? []).map((d) => ({ value: d.dishId, label: `${d.dishName} (${formatMoney(d.price)})` })),
    ...(setMeal?.items ?? []).filter((i) => !prices.has(i.dishId)).map((i) => ({ value: i.dishId, label: i.dishName })),
  ];

  const items = Form.useWatch('items', form) ?? [];
  const priceText = Form.useWatch('price', form) ?? '';
  const listPrice = items.reduce((sum, i) => sum + (i?.dishId ? (prices.get(i.dishId) ?? setMeal?.items.find((x) => x.dishId === i.dishId)?.unitPrice ?? 0) * (i.qty ?? 0) : 0), 0);
  const price = parseYuan(priceText);

  const submit = async (values: Values) => {
    const content = {
      name: values.name.trim(),
      canteenId: values.canteenId as number,
      mealTypes: values.mealTypes,
      price: parseYuan(values.price) ?? 0,
      items: values.items.map((i) => ({ dishId: i.dishId as number, qty: i.qty })),
      enabled: values.enabled,
      images: values.images ?? [],
      sort: values.sort ?? 0,
      remark: (values.remark ?? '').trim(),
    };
    if (setMeal) await call('menuProducts.setMealEdit', { packageId: setMeal.packageId, ...content });
    else await call('menuProducts.setMealAdd', content);
    onSaved();
  };

  const initialValues: Partial<Values> = setMeal
    ? { ...setMeal, price: centsToYuanText(setMeal.price), items: setMeal.items.map((i) => ({ dishId: i.dishId, qty: i.qty })) }
    : { mealTypes: [], items: [{ qty: 1 }], enabled: true, images: [], sort: 0, remark: '' };

  return (
    <FormDialog<Values>
      form={form}
      name="setMeal"
      width={720}
      title={t(label(setMeal ? 'editTitle' : 'addTitle'))}
      initialValues={initialValues}
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 18 }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t(label('name'))} rules={[{ required: true, whitespace: true, message: t(label('nameRequired')) }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="canteenId" label={t(label('canteen'))} rules={[{ required: true, message: t(label('canteenRequired')) }]}>
        <Select options={(canteens.data ?? []).map((c) => ({ value: c.value as number, label: c.label }))} loading={canteens.isLoading} />
      </Form.Item>
      <Form.Item name="mealTypes" label={t(label('mealTypes'))} rules={[{ required: true, type: 'array', min: 1, message: t(label('mealTypesRequired')) }]}>
        <Select mode="multiple" options={mealTypeChoices.map((o) => ({ value: o.value as number, label: t(o.label) }))} />
      </Form.Item>
      <Form.Item label={t(label('items'))} required>
        <Form.List
          name="items"
          rules={[{ validator: (_, value: unknown[]) => (value?.length ? Promise.resolve() : Promise.reject(new Error(t(label('noItems'))))) }]}
        >
          {(rows, { add, remove }, { errors }) => (
            <>
              {rows.map((row, index) => (
                <Space key={row.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[row.name, 'dishId']} rules={[{ required: true, message: t(label('dishRequired')) }]} style={{ marginBottom: 8 }}>
                    <Select
                      aria-label={`${t(label('dish'))} ${index + 1}`}
                      options={dishOptions}
                      loading={dishes.isLoading}
                      showSearch={{ optionFilterProp: 'label' }}
                      style={{ width: 300 }}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'qty']} rules={[{ required: true, message: t(label('qty')) }]} style={{ marginBottom: 8 }}>
                    <InputNumber aria-label={`${t(label('qty'))} ${index + 1}`} min={1} max={99} precision={0} />
                  </Form.Item>
                  <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label={`${t(label('removeItem'))} ${index + 1}`}>
                    {t(label('removeItem'))}
                  </Button>
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} disabled={rows.length >= SET_MEAL_ITEM_LIMIT} onClick={() => add({ qty: 1 })}>
                {t(label('addItem'))}
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item
        name="price"
        label={t(label('price'))}
        rules={[{ required: true, message: t(label('priceRequired')) }, { pattern: PRICE, message: t(label('badPrice')) }]}
        extra={
          <Typography.Text>
            {t(label('summary'), { list: formatMoney(listPrice), price: price === null ? '-' : formatMoney(price), saving: price === null ? '-' : formatSignedMoney(listPrice - price) })}
          </Typography.Text>
        }
      >
        <Input prefix="￥" inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Form.Item name="enabled" label={t(label('enabled'))} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="images" label={t(label('images'))}>
        <ImageUpload limit={MENU_IMAGE_LIMIT} />
      </Form.Item>
      <Form.Item name="sort" label={t(label('sort'))}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="remark" label={t(label('remark'))}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
