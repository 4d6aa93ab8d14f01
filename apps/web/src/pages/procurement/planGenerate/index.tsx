import { useState } from 'react';
import { Alert, Button, Checkbox, DatePicker, Form, InputNumber, Select, Space, Table, Typography, message } from 'antd';
import { CalculatorOutlined, FileAddOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { Generation } from '@canteen/contract';
import { call } from '@/api';
import { datePattern, merchantToday } from '@/shell/clock';
import PlanEditor, { priceToYuan, type PlanStart } from '../plans/PlanEditor';
import { planDetailPath, PLANS_PATH } from '../plans';

const DAY = 'YYYY-MM-DD';

interface Values {
  canteenId?: number;
  warehouseId?: number;
  days: [Dayjs, Dayjs];
  defaultPortions: number;
  ignoreStock: boolean;
}
type Computed = Generation & { input: { warehouseId: number; from: string; to: string } };

/**
 * Generate a purchase plan from recipes (/caigouzhongxin/purchaselist/caigougenerate, menu 1003010): for a canteen,
 * a warehouse and recipe days, what the planned portions need of each material in the warehouse's units, less stock;
 * the list opens in the plan dialog to adjust, pick suppliers, and save as a draft or commit.
 */
export default function PlanGeneratePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [notice, holder] = message.useMessage();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Computed | null>(null);
  const [editing, setEditing] = useState<PlanStart | null>(null);
  const canteens = useQuery({ queryKey: ['canteens.canteenList'], queryFn: () => call('canteens.canteenList', {}) });
  const options = useQuery({ queryKey: ['procurementPlans.planOptions', null], queryFn: () => call('procurementPlans.planOptions', {}) });
  const canteenId = Form.useWatch('canteenId', form);
  const warehouses = (options.data?.warehouses ?? []).filter((w) => !canteenId || w.canteenId === canteenId);
  const suppliers = new Map((options.data?.suppliers ?? []).map((s) => [s.supplierId, s.name]));

  const run = async (v: Values) => {
    setBusy(true);
    try {
      const input = { canteenId: v.canteenId!, warehouseId: v.warehouseId!, from: v.days[0].format(DAY), to: v.days[1].format(DAY) };
      const r = await call('procurementPlans.calculateMaterial', { ...input, defaultPortions: v.defaultPortions, ignoreStock: v.ignoreStock });
      setResult({ ...r, input });
    } catch {
      // the request client has shown why
    } finally {
      setBusy(false);
    }
  };
  const toBuy = result?.lines.filter((l) => l.qty > 0) ?? [];
  const makePlan = () => {
    if (!result) return;
    setEditing({
      name: t('procurementPlans.generate.planName', { from: result.input.from, to: result.input.to }),
      warehouseId: result.input.warehouseId,
      source: 'recipes',
      recipeFrom: result.input.from,
      recipeTo: result.input.to,
      needDate: result.input.from,
      lines: toBuy.map((l) => ({ houseMaterialId: l.houseMaterialId, supplierId: l.supplierId, qty: l.qty, price: priceToYuan(l.unitPrice) })),
    });
  };

  return (
    <>
      {holder}
      <Form<Values>
        form={form}
        name="planGenerate"
        layout="inline"
        initialValues={{ days: [merchantToday().add(1, 'day'), merchantToday().add(7, 'day')], defaultPortions: 100, ignoreStock: false }}
        onFinish={(v) => void run(v)}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="canteenId" label={t('procurementPlans.generate.canteen')} rules={[{ required: true }]}>
          <Select style={{ width: 180 }} options={(canteens.data ?? []).map((c) => ({ value: c.canteenId, label: c.canteenName }))} onChange={() => form.setFieldValue('warehouseId', undefined)} />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('procurementPlans.generate.warehouse')} rules={[{ required: true }]}>
          <Select style={{ width: 180 }} options={warehouses.map((w) => ({ value: w.warehouseId, label: w.name }))} />
        </Form.Item>
        <Form.Item name="days" label={t('procurementPlans.generate.days')} rules={[{ required: true }]}>
          <DatePicker.RangePicker format={datePattern()} />
        </Form.Item>
        <Form.Item name="defaultPortions" label={t('procurementPlans.generate.portions')} tooltip={t('procurementPlans.generate.portionsHint')}>
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
        <Form.Item name="ignoreStock" valuePropName="checked">
          <Checkbox>{t('procurementPlans.generate.ignoreStock')}</Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<CalculatorOutlined />} loading={busy}>
            {t('procurementPlans.generate.run')}
          </Button>
        </Form.Item>
        {/* The sidebar shows this page in its parent's place (its only visible child): the plans list is one click away. */}
        <Form.Item>
          <Button icon={<UnorderedListOutlined />} onClick={() => void navigate(PLANS_PATH)}>
            {t('procurementPlans.tab.plans')}
          </Button>
        </Form.Item>
      </Form>
      {result && (
        <>
          <Space style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text>{t('procurementPlans.generate.summary', { recipes: result.recipeCount, dishes: result.dishCount })}</Typography.Text>
            <Button type="primary" icon={<FileAddOutlined />} disabled={!toBuy.length} onClick={makePlan}>
              {t('procurementPlans.generate.makePlan')}
            </Button>
          </Space>
          {!toBuy.length && <Alert type="info" showIcon title={t('procurementPlans.generate.nothing')} style={{ marginBottom: 8 }} />}
          <Table
            rowKey="houseMaterialId"
            bordered
            size="middle"
            pagination={false}
            dataSource={result.lines}
            columns={[
              { key: 'materialName', dataIndex: 'materialName', title: t('procurementPlans.line.material') },
              { key: 'grams', dataIndex: 'grams', title: t('procurementPlans.generate.grams') },
              { key: 'unitName', dataIndex: 'unitName', title: t('procurementPlans.line.unit') },
              { key: 'needQty', dataIndex: 'needQty', title: t('procurementPlans.generate.need') },
              { key: 'stockQty', dataIndex: 'stockQty', title: t('procurementPlans.line.stock') },
              { key: 'qty', dataIndex: 'qty', title: t('procurementPlans.generate.buy'), render: (v: number) => <strong>{v}</strong> },
              { key: 'unitPrice', dataIndex: 'unitPrice', title: t('procurementPlans.generate.lastPrice'), render: (v: number | null) => (v === null ? '' : String(priceToYuan(v))) },
              { key: 'supplierId', dataIndex: 'supplierId', title: t('procurementPlans.line.supplier'), render: (v: number | null) => (v === null ? '' : (suppliers.get(v) ?? '')) },
            ]}
          />
          {result.notStocked.length > 0 && (
            <Table
              style={{ marginTop: 16 }}
              rowKey="materialId"
              bordered
              size="small"
              pagination={false}
              title={() => t('procurementPlans.generate.notStocked')}
              dataSource={result.notStocked}
              columns={[
                { key: 'materialName', dataIndex: 'materialName', title: t('procurementPlans.line.material') },
                { key: 'grams', dataIndex: 'grams', title: t('procurementPlans.generate.grams') },
                { key: 'reason', dataIndex: 'reason', title: t('procurementPlans.generate.reason'), render: (r: string) => t(`procurementPlans.generate.reason.${r}`) },
              ]}
            />
          )}
        </>
      )}
      {editing && (
        <PlanEditor
          start={editing}
          onClose={() => setEditing(null)}
          onDone={(planId, said) => {
            void notice.success(said);
            void navigate(planDetailPath(planId));
          }}
        />
      )}
    </>
  );
}
