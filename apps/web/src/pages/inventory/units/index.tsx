import { useState } from 'react';
import { Button, Card, Form, InputNumber, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StockUnit } from '@canteen/contract';
import { call } from '@/api';
import i18n from '@/i18n';
import ResourcePage, { fieldsFrom, type FieldOption } from '@/components/ResourcePage';

const PAGE_ID = 'inventoryStock.unitPage';

async function unitChoices(): Promise<FieldOption[]> {
  return (await call(PAGE_ID, { limit: 500 })).records.map((u) => ({ value: u.unitId, label: u.name }));
}

const fields = fieldsFrom<'inventoryStock.unitAdd', StockUnit, 'inventoryStock.unitEdit'>(['inventoryStock.unitAdd', 'inventoryStock.unitEdit'], [
  { key: 'name', label: 'inventoryStock.unit.name', type: 'text', inSearch: true },
  { key: 'baseUnitId', label: 'inventoryStock.unit.base', type: 'select', inTable: false, options: unitChoices },
  { key: 'baseUnitName', label: 'inventoryStock.unit.base', type: 'text', inForm: false },
  {
    key: 'ratio',
    label: 'inventoryStock.unit.ratio',
    type: 'number',
    // 1 箱 = 20 千克
    render: (_, row) => (row.baseUnitName && row.ratio !== null ? i18n.t('inventoryStock.unit.ratioHint', { name: row.name, ratio: row.ratio, base: row.baseUnitName }) : ''),
  },
  { key: 'rootName', label: 'inventoryStock.unit.root', type: 'text', inForm: false },
  { key: 'factor', label: 'inventoryStock.unit.factor', type: 'number', inForm: false },
  { key: 'usedCount', label: 'inventoryStock.unit.usedCount', type: 'number', inForm: false, width: 90 },
  { key: 'remark', label: 'inventoryStock.common.remark', type: 'textarea' },
]);

/**
 * Stock units (/kucunzhongxin/unit, menu 1102000): a unit is a root or a ratio of a base unit (1 箱 = 20 千克); the
 * tool below converts a quantity between two units that share a root.
 */
export default function UnitsPage() {
  return (
    <>
      <ResourcePage
        title="/kucunzhongxin/unit"
        rowKey="unitId"
        fields={fields}
        pageEndpoint={PAGE_ID}
        addEndpoint="inventoryStock.unitAdd"
        editEndpoint="inventoryStock.unitEdit"
        removeEndpoint="inventoryStock.unitRemove"
        newRecord={{ baseUnitId: null, ratio: null }}
        fromForm={(content, mode, row) => ({
          ...(mode === 'edit' && row ? { unitId: row.unitId } : {}),
          ...content,
          baseUnitId: content.baseUnitId ?? null,
          ratio: content.ratio ?? null,
        })}
        print
      />
      <ConversionTool />
    </>
  );
}

interface Values {
  qty: number;
  fromUnitId: number;
  toUnitId: number;
}

function ConversionTool() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<string | null>(null);
  const units = useQuery({ queryKey: [PAGE_ID, 'choices'], queryFn: unitChoices });
  const options = (units.data ?? []).map((u) => ({ value: u.value as number, label: u.label }));

  const run = async (v: Values) => {
    setResult(null);
    try {
      const r = await call('inventoryStock.unitConvert', v);
      setResult(t('inventoryStock.convert.result', { qty: v.qty, from: r.fromUnitName, result: r.qty, to: r.toUnitName }));
    } catch {
      // the request client has shown why (no common root…)
    }
  };

  return (
    <Card title={t('inventoryStock.convert.title')} style={{ marginTop: 16 }}>
      <Form form={form} layout="inline" onFinish={(v) => void run(v)}>
        <Form.Item name="qty" label={t('inventoryStock.convert.qty')} rules={[{ required: true }]}>
          <InputNumber min={0.001} max={1_000_000_000} precision={3} />
        </Form.Item>
        <Form.Item name="fromUnitId" label={t('inventoryStock.convert.from')} rules={[{ required: true }]}>
          <Select options={options} style={{ width: 140 }} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="toUnitId" label={t('inventoryStock.convert.to')} rules={[{ required: true }]}>
          <Select options={options} style={{ width: 140 }} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('inventoryStock.convert.run')}
            </Button>
            {result && <Typography.Text strong>{result}</Typography.Text>}
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
