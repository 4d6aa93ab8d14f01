import { useEffect, useRef, useState } from 'react';
import { Button, Col, Divider, Drawer, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DishDetail } from '@canteen/contract';
import { call } from '@/api';
import ImageUpload from '@/components/ImageUpload';
import { centsToYuanText, parseYuan } from '@/pages/accounts/shared/money';
import IngredientsEditor, { type IngredientRow } from './IngredientsEditor';
import RichTextInput from './RichTextInput';
import { classChoices, OTHER_KINDS, useDishOptions } from './options';

interface Values {
  dishName: string;
  typeId: number;
  cookId?: number | null;
  classIds?: Record<string, number[]>;
  price: string;
  boxFee?: string;
  discountPrice?: string;
  weightG?: number | null;
  images?: string[];
  description?: string;
  detailHtml?: string;
  chef?: string;
  recommended?: boolean;
  stock?: number | null;
  purchaseLimit?: number | null;
  onShelf?: boolean;
  sort?: number | null;
  ingredients?: IngredientRow[];
}

const toValues = (d: DishDetail): Values => ({
  ...d,
  price: centsToYuanText(d.price),
  boxFee: centsToYuanText(d.boxFee),
  discountPrice: centsToYuanText(d.discountPrice),
  classIds: Object.fromEntries(OTHER_KINDS.map((k) => [k, d.classes.filter((c) => c.kind === k).map((c) => c.classId)])),
  ingredients: d.ingredients.map((i) => ({ materialId: i.materialId, grams: i.grams })),
});

/**
 * Add or edit a dish in a drawer, by sections: basics, classifications, prices, stock and limits, ingredients (with
 * a live nutrition preview), images and the rich-text detail. Prices are typed in yuan and sent in cents.
 */
export default function DishForm({ dishesId, onSaved, onClose }: { dishesId?: number; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const options = useDishOptions().data;
  const [saving, setSaving] = useState(false);
  const [loaded, setLoaded] = useState(dishesId === undefined);

  // The dish is read once per opening; the parent's re-renders (a list refresh) must not reset what is being typed.
  const close = useRef(onClose);
  useEffect(() => {
    if (dishesId === undefined) return;
    call('menuDishes.dishDetail', { dishesId }).then(
      (d) => {
        form.setFieldsValue(toValues(d));
        setLoaded(true);
      },
      () => close.current(),
    );
  }, [dishesId, form]);

  const money = (required: boolean) => ({
    validator: (_: unknown, v: string | undefined) =>
      (!required && !(v ?? '').trim()) || parseYuan(v) !== null ? Promise.resolve() : Promise.reject(new Error(t('menuDishes.dish.badMoney'))),
  });

  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const content = {
      dishName: v.dishName.trim(),
      typeId: v.typeId,
      cookId: v.cookId ?? null,
      classIds: OTHER_KINDS.flatMap((k) => v.classIds?.[k] ?? []),
      price: parseYuan(v.price) ?? 0,
      boxFee: parseYuan(v.boxFee) ?? 0,
      discountPrice: (v.discountPrice ?? '').trim() ? parseYuan(v.discountPrice) : null,
      weightG: v.weightG ?? null,
      images: v.images ?? [],
      description: (v.description ?? '').trim(),
      detailHtml: v.detailHtml ?? '',
      chef: (v.chef ?? '').trim(),
      recommended: v.recommended ?? false,
      stock: v.stock ?? null,
      purchaseLimit: v.purchaseLimit ?? null,
      onShelf: v.onShelf ?? true,
      sort: v.sort ?? 0,
      ingredients: (v.ingredients ?? []).filter((i) => i.materialId && i.grams).map((i) => ({ materialId: i.materialId!, grams: i.grams! })),
    };
    setSaving(true);
    try {
      if (dishesId === undefined) await call('menuDishes.dishAdd', content);
      else await call('menuDishes.dishEdit', { dishesId, ...content });
      onSaved();
      onClose();
    } catch {
      // the request client has shown the server's message; the drawer stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      size="large"
      title={t(dishesId === undefined ? 'menuDishes.dish.addTitle' : 'menuDishes.dish.editTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('widgets.common.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={!loaded} onClick={() => void submit()}>
            {t('widgets.common.ok')}
          </Button>
        </Space>
      }
    >
      <Form form={form} name="dishForm" layout="vertical" initialValues={{ onShelf: true, recommended: false, sort: 0, boxFee: '0.00', images: [], ingredients: [], detailHtml: '' }}>
        <Divider titlePlacement="start">{t('menuDishes.section.basics')}</Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="dishName" label={t('menuDishes.dish.name')} rules={[{ required: true, whitespace: true, message: t('menuDishes.dish.nameRequired') }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="typeId" label={t('menuDishes.dish.type')} rules={[{ required: true, message: t('menuDishes.dish.typeRequired') }]}>
              <Select options={(options?.types ?? []).map((o) => ({ value: o.typeId, label: o.typeName }))} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="chef" label={t('menuDishes.dish.chef')}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="sort" label={t('menuDishes.common.sort')}>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="onShelf" label={t('menuDishes.dish.onShelf')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="recommended" label={t('menuDishes.dish.recommended')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('menuDishes.dish.description')}>
          <Input.TextArea maxLength={200} rows={2} showCount />
        </Form.Item>

        <Divider titlePlacement="start">{t('menuDishes.section.classes')}</Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="cookId" label={t('menuDishes.class.cook')}>
              <Select allowClear options={classChoices(options, 'cook')} />
            </Form.Item>
          </Col>
          {OTHER_KINDS.map((kind) => (
            <Col span={12} key={kind}>
              <Form.Item name={['classIds', kind]} label={t(`menuDishes.class.${kind}`)}>
                <Select mode="multiple" allowClear options={classChoices(options, kind)} showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>

        <Divider titlePlacement="start">{t('menuDishes.section.prices')}</Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="price" label={t('menuDishes.dish.price')} rules={[{ required: true, message: t('menuDishes.dish.priceRequired') }, money(true)]}>
              <Input prefix="￥" inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="boxFee" label={t('menuDishes.dish.boxFee')} rules={[money(false)]}>
              <Input prefix="￥" inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="discountPrice" label={t('menuDishes.dish.discountPrice')} rules={[money(false)]} extra={t('menuDishes.dish.emptyNone')}>
              <Input prefix="￥" inputMode="decimal" />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">{t('menuDishes.section.stock')}</Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="weightG" label={t('menuDishes.dish.weightG')}>
              <InputNumber min={1} max={100000} precision={0} suffix="g" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="stock" label={t('menuDishes.dish.stock')} extra={t('menuDishes.dish.emptyUnlimited')}>
              <InputNumber min={0} max={2147483647} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="purchaseLimit" label={t('menuDishes.dish.purchaseLimit')} extra={t('menuDishes.dish.emptyNone')}>
              <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">{t('menuDishes.section.ingredients')}</Divider>
        <Form.Item name="ingredients" label={t('menuDishes.dish.ingredients')}>
          <IngredientsEditor />
        </Form.Item>

        <Divider titlePlacement="start">{t('menuDishes.section.images')}</Divider>
        <Form.Item name="images" label={t('menuDishes.dish.images')} extra={t('menuDishes.dish.imagesHint')}>
          <ImageUpload limit={5} uploadKey="dishes" />
        </Form.Item>

        <Divider titlePlacement="start">{t('menuDishes.section.detail')}</Divider>
        <Form.Item name="detailHtml" label={t('menuDishes.dish.detailHtml')}>
          <RichTextInput />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
