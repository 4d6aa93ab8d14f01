import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SAMPLE_MIN_WEIGHT_G } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import ImageUpload from '@/components/ImageUpload';
import { canteenChoices, mealTypeChoices } from '@/pages/canteens/options';
import { datePattern, dateTimePattern, fromPickerValue, merchantToday } from '@/shell/clock';

interface Values {
  canteenId?: number;
  sampleDate?: Dayjs;
  mealType?: number;
  keptAt?: Dayjs;
  dishId?: number;
  dishName?: string;
  weightG?: number;
  cabinetNo?: string;
  operator?: string;
  photo?: string[];
  remark?: string;
}

const label = (key: string) => `menuProducts.sample.${key}`;

/** Records a sample kept by hand: a dish of the menu, or the name of what was kept; kept for 48 hours from keptAt. */
export default function SampleDialog({ onSaved, onClose }: { onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const dishes = useQuery({ queryKey: ['menuProducts.sampleDishList'], queryFn: () => call('menuProducts.sampleDishList', {}, { loading: false }), staleTime: 60_000 });
  const canteens = useQuery({ queryKey: ['sampleCanteens'], queryFn: canteenChoices, staleTime: 60_000 });
  const dishId = Form.useWatch('dishId', form);

  const submit = async (v: Values) => {
    await call('menuProducts.sampleAdd', {
      canteenId: v.canteenId as number,
      sampleDate: (v.sampleDate as Dayjs).format('YYYY-MM-DD'),
      mealType: v.mealType as number,
      keptAt: fromPickerValue(v.keptAt as Dayjs),
      dishId: v.dishId ?? null,
      dishName: (v.dishName ?? '').trim(),
      weightG: v.weightG as number,
      cabinetNo: (v.cabinetNo ?? '').trim(),
      operator: (v.operator ?? '').trim(),
      photo: v.photo?.[0] ?? '',
      remark: (v.remark ?? '').trim(),
    });
    onSaved();
  };

  return (
    <FormDialog<Values>
      form={form}
      name="sample"
      width={640}
      title={t(label('addTitle'))}
      initialValues={{ sampleDate: merchantToday(), photo: [] }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="canteenId" label={t(label('canteen'))} rules={[{ required: true, message: t(label('canteenRequired')) }]}>
        <Select options={(canteens.data ?? []).map((c) => ({ value: c.value as number, label: c.label }))} loading={canteens.isLoading} />
      </Form.Item>
      <Form.Item name="sampleDate" label={t(label('sampleDate'))} rules={[{ required: true, message: t(label('dateRequired')) }]}>
        <DatePicker format={datePattern()} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="mealType" label={t(label('mealType'))} rules={[{ required: true, message: t(label('mealRequired')) }]}>
        <Select options={mealTypeChoices.map((o) => ({ value: o.value as number, label: t(o.label) }))} />
      </Form.Item>
      <Form.Item name="dishId" label={t(label('dish'))}>
        <Select
          allowClear
          options={(dishes.data ?? []).map((d) => ({ value: d.dishId, label: d.dishName }))}
          loading={dishes.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      {dishId === undefined && (
        <Form.Item
          name="dishName"
          label={t(label('dishName'))}
          extra={t(label('dishNameHint'))}
          rules={[{ required: true, whitespace: true, message: t(label('dishRequired')) }]}
        >
          <Input maxLength={50} />
        </Form.Item>
      )}
      <Form.Item name="weightG" label={t(label('weightG'))} rules={[{ required: true, message: t(label('weightRequired')) }]} extra={`≥ ${SAMPLE_MIN_WEIGHT_G}`}>
        <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="keptAt" label={t(label('keptAt'))} rules={[{ required: true, message: t(label('keptAtRequired')) }]}>
        <DatePicker showTime format={dateTimePattern()} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="cabinetNo" label={t(label('cabinetNo'))}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="operator" label={t(label('operator'))}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="photo" label={t(label('photo'))}>
        <ImageUpload limit={1} uploadKey="samples" />
      </Form.Item>
      <Form.Item name="remark" label={t(label('remark'))}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
