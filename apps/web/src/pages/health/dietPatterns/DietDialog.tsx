import { useState } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, Space, Typography, message } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DIET_TARGET_LIMIT, DIET_TARGET_MAX, HEALTH_AGE_MAX, type DietPattern } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import { validationFields } from '@/components/ResourcePage/serverErrors';
import { useHealthOptions } from '../shared';

interface Values {
  name: string;
  psnTypeIds: number[];
  chronicIds: number[];
  sex: number;
  ageMin: number | null;
  ageMax: number | null;
  targets: { nutritionId?: number; min?: number | null; max?: number | null }[];
  breakfastPct: number;
  lunchPct: number;
  dinnerPct: number;
  description: string;
}

const BLANK: Values = { name: '', psnTypeIds: [], chronicIds: [], sex: 0, ageMin: null, ageMax: null, targets: [], breakfastPct: 30, lunchPct: 40, dinnerPct: 30, description: '' };

/** Adds or edits a diet pattern: who it is for, its daily targets per nutrient (the targets editor) and meal split. */
export default function DietDialog({ diet, onClose, onSaved }: { diet?: DietPattern; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [notice, noticeHolder] = message.useMessage();
  const options = useHealthOptions();
  const [targetsError, setTargetsError] = useState<string | null>(null);
  const initial: Values = diet
    ? { ...diet, targets: diet.targets.map((x) => ({ nutritionId: x.nutritionId, min: x.min, max: x.max })) }
    : BLANK;
  const unitOf = (id?: number) => options.nutrients.find((n) => n.nutritionId === id)?.unit ?? '';

  const save = async (v: Values) => {
    const content = {
      ...v,
      name: v.name.trim(),
      psnTypeIds: v.psnTypeIds ?? [],
      chronicIds: v.chronicIds ?? [],
      ageMin: v.ageMin ?? null,
      ageMax: v.ageMax ?? null,
      description: v.description ?? '',
      targets: (v.targets ?? []).flatMap((x) => (x.nutritionId ? [{ nutritionId: x.nutritionId, min: x.min ?? null, max: x.max ?? null }] : [])),
    };
    try {
      if (diet) await call('health.dietUpdate', { dietId: diet.dietId, ...content });
      else await call('health.dietAdd', content);
    } catch (e) {
      // The targets list shows its problem under the list; FormDialog puts the others under their fields.
      setTargetsError(validationFields(e).find((f) => f.field.startsWith('targets'))?.message ?? null);
      throw e;
    }
    setTargetsError(null);
    void notice.success(t(diet ? 'widgets.resource.edited' : 'widgets.resource.added'));
    onSaved();
  };

  return (
    <FormDialog<Values>
      form={form}
      name="diet"
      width={760}
      title={t(diet ? 'health.diet.edit' : 'health.diet.add')}
      layout="vertical"
      initialValues={initial}
      maskClosable
      header={noticeHolder}
      onSubmit={save}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('health.diet.name')} rules={[{ required: true, whitespace: true, message: t('health.diet.nameRequired') }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="chronicIds" label={t('health.diet.chronics')}>
            <Select mode="multiple" allowClear placeholder={t('health.diet.anyone')} options={options.chronics.map((c) => ({ value: c.chronicId, label: c.chronicName }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="psnTypeIds" label={t('health.diet.psnTypes')}>
            <Select mode="multiple" allowClear placeholder={t('health.diet.anyone')} options={options.psnTypes.map((p) => ({ value: p.psnTypeId, label: p.psnTypeName }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="sex" label={t('health.person.sex')}>
            <Select options={[0, 1, 2].map((s) => ({ value: s, label: t(s === 0 ? 'health.diet.anySex' : `health.sex.${s}`) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="ageMin" label={t('health.diet.ageMin')}>
            <InputNumber min={0} max={HEALTH_AGE_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="ageMax" label={t('health.diet.ageMax')}>
            <InputNumber min={0} max={HEALTH_AGE_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>{t('health.diet.targets')}</Typography.Text>
      <Form.List name="targets">
        {(items, { add, remove }) => (
          <div style={{ marginTop: 8 }}>
            {items.map((item, k) => (
              <Space key={item.key} align="baseline" wrap>
                <Form.Item name={[item.name, 'nutritionId']} label={t('health.diet.nutrient')} rules={[{ required: true, message: t('health.diet.nutrientRequired') }]}>
                  <Select aria-label={`${t('health.diet.nutrient')} ${k + 1}`} style={{ width: 180 }} options={options.nutrients.map((n) => ({ value: n.nutritionId, label: `${n.name} (${n.unit})` }))} />
                </Form.Item>
                <Form.Item name={[item.name, 'min']} label={t('health.diet.min')}>
                  <InputNumber aria-label={`${t('health.diet.min')} ${k + 1}`} min={0} max={DIET_TARGET_MAX} precision={2} />
                </Form.Item>
                <Form.Item name={[item.name, 'max']} label={t('health.diet.max')}>
                  <InputNumber aria-label={`${t('health.diet.max')} ${k + 1}`} min={0} max={DIET_TARGET_MAX} precision={2} />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {() => <span>{unitOf(form.getFieldValue(['targets', item.name, 'nutritionId']) as number | undefined)}</span>}
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('widgets.resource.remove')} ${k + 1}`} onClick={() => remove(item.name)} />
              </Space>
            ))}
            {targetsError && <Alert type="error" showIcon title={targetsError} style={{ marginBottom: 8 }} />}
            <Button type="dashed" icon={<PlusOutlined />} disabled={items.length >= DIET_TARGET_LIMIT} onClick={() => add({ min: null, max: null })} style={{ marginBottom: 16 }}>
              {t('health.diet.addTarget')}
            </Button>
          </div>
        )}
      </Form.List>
      <Row gutter={12}>
        {(['breakfastPct', 'lunchPct', 'dinnerPct'] as const).map((key) => (
          <Col span={8} key={key}>
            <Form.Item name={key} label={t(`health.diet.${key}`)} rules={[{ required: true, message: t('health.diet.pctRequired') }]}>
              <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary">{t('health.diet.splitHint')}</Typography.Paragraph>
      <Form.Item name="description" label={t('health.diet.description')}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
