import { useRef, useState } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Popconfirm, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { InboundDetail } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import { merchantToday } from '@/shell/clock';
import { centsToYuan, supplierChoices, warehouseChoices, warehouseMaterials, yuanToCents } from '../shared/documents';

interface LineValues {
  houseMaterialId?: number;
  qty?: number;
  unitPrice?: number;
  batchNo?: string;
  productionDate?: Dayjs | null;
  expiryDate?: Dayjs | null;
}
interface Values {
  warehouseId?: number;
  supplierId?: number | null;
  inboundDate?: Dayjs;
  remark?: string;
  lines: LineValues[];
}

const DAY = 'YYYY-MM-DD';
const toDay = (d: Dayjs | null | undefined) => (d ? d.format(DAY) : null);
const fromDay = (s: string | null) => (s ? dayjs(s, DAY) : null);

interface Props {
  /** The draft edited; none: a new one. */
  draft?: InboundDetail;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits an inbound draft with its lines; saves it as a draft or commits it (after a confirmation). */
export default function InboundEditor({ draft, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mode = useRef<'save' | 'commit'>('save');
  const [warehouseId, setWarehouseId] = useState<number | undefined>(draft?.warehouseId);
  const warehouses = useQuery({ queryKey: ['inventoryDocuments.warehouses'], queryFn: warehouseChoices });
  const suppliers = useQuery({ queryKey: ['inventoryDocuments.suppliers'], queryFn: supplierChoices, retry: false });
  const materials = useQuery({ queryKey: ['inventoryDocuments.materials', warehouseId], queryFn: () => warehouseMaterials(warehouseId!), enabled: warehouseId !== undefined });
  const shelfLife = new Map((materials.data ?? []).map((m) => [m.houseMaterialId, m.shelfLifeDays]));

  const initialValues: Values = draft
    ? {
        warehouseId: draft.warehouseId,
        supplierId: draft.supplierId,
        inboundDate: dayjs(draft.inboundDate, DAY),
        remark: draft.remark,
        lines: draft.lines.map((l) => ({
          houseMaterialId: l.houseMaterialId,
          qty: l.qty,
          unitPrice: centsToYuan(l.unitPrice),
          batchNo: l.batchNo,
          productionDate: fromDay(l.productionDate),
          expiryDate: fromDay(l.expiryDate),
        })),
      }
    : { supplierId: null, inboundDate: merchantToday(), remark: '', lines: [{}] };

  /** A line's expiry defaults to its production day (or the inbound day) plus the material's shelf life. */
  const fillExpiry = (changed: Partial<Values>, all: Values) => {
    if (changed.warehouseId !== undefined && changed.warehouseId !== warehouseId) {
      setWarehouseId(changed.warehouseId);
      form.setFieldValue('lines', [{}]);
      return;
    }
    if (!changed.lines) return;
    changed.lines.forEach((line, i) => {
      if (!line || !('houseMaterialId' in line || 'productionDate' in line)) return;
      const current = all.lines[i];
      const days = current?.houseMaterialId === undefined ? null : shelfLife.get(current.houseMaterialId);
      if (!days) return;
      const from = current.productionDate ?? all.inboundDate ?? merchantToday();
      form.setFieldValue(['lines', i, 'expiryDate'], from.add(days, 'day'));
    });
  };

  const submit = async (v: Values) => {
    const content = {
      ...(draft ? { inboundId: draft.inboundId } : {}),
      warehouseId: v.warehouseId!,
      supplierId: v.supplierId ?? null,
      inboundDate: toDay(v.inboundDate)!,
      remark: v.remark ?? '',
      lines: v.lines.map((l) => ({
        houseMaterialId: l.houseMaterialId!,
        qty: l.qty!,
        unitPrice: yuanToCents(l.unitPrice ?? 0),
        batchNo: l.batchNo ?? '',
        productionDate: toDay(l.productionDate),
        expiryDate: toDay(l.expiryDate),
      })),
    };
    await call(mode.current === 'commit' ? 'inventoryDocuments.inboundCommit' : 'inventoryDocuments.inboundSave', content);
    onSaved();
  };
  const send = (how: 'save' | 'commit') => {
    mode.current = how;
    form.submit();
  };

  const materialOptions = (materials.data ?? []).map((m) => ({ value: m.houseMaterialId, label: `${m.materialName}（${m.unitName}${m.spec ? `，${m.spec}` : ''}）` }));
  const required = [{ required: true, message: t('inventoryDocuments.form.required') }];

  return (
    <FormDialog<Values>
      title={t(draft ? 'inventoryDocuments.inbound.edit' : 'inventoryDocuments.inbound.add')}
      name="inboundEditor"
      form={form}
      width={1180}
      initialValues={initialValues}
      onValuesChange={fillExpiry}
      onSubmit={submit}
      onClose={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('widgets.common.cancel')}
        </Button>,
        <Button key="save" onClick={() => send('save')}>
          {t('inventoryDocuments.action.saveDraft')}
        </Button>,
        <Popconfirm key="commit" title={t('inventoryDocuments.inbound.commitHint')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => send('commit')}>
          <Button type="primary">{t('inventoryDocuments.action.commit')}</Button>
        </Popconfirm>,
      ]}
    >
      <Space wrap size="large" style={{ marginBottom: 8 }}>
        <Form.Item name="warehouseId" label={t('inventoryDocuments.doc.warehouse')} rules={required} labelCol={{ span: 24 }} style={{ minWidth: 220 }}>
          <Select options={warehouses.data} loading={warehouses.isPending} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="supplierId" label={t('inventoryDocuments.doc.supplier')} labelCol={{ span: 24 }} style={{ minWidth: 220 }}>
          <Select options={suppliers.data ?? []} allowClear showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="inboundDate" label={t('inventoryDocuments.inbound.date')} rules={required} labelCol={{ span: 24 }}>
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.Item name="remark" label={t('inventoryDocuments.doc.remark')} rules={[{ max: 200 }]} labelCol={{ span: 24 }} style={{ minWidth: 300 }}>
          <Input maxLength={200} />
        </Form.Item>
      </Space>
      <Typography.Title level={5}>{t('inventoryDocuments.doc.lines')}</Typography.Title>
      <Form.List name="lines" rules={[{ validator: async (_, lines: unknown[]) => (lines?.length ? undefined : Promise.reject(new Error(t('inventoryDocuments.form.noLines')))) }]}>
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.map((row, i) => (
              <Space key={row.key} align="start" wrap>
                <Form.Item name={[row.name, 'houseMaterialId']} rules={required}>
                  <Select
                    aria-label={t('inventoryDocuments.line.materialN', { n: i + 1 })}
                    placeholder={t('inventoryDocuments.line.material')}
                    options={materialOptions}
                    showSearch
                    optionFilterProp="label"
                    style={{ width: 240 }}
                    disabled={warehouseId === undefined}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'qty']} rules={required}>
                  <InputNumber aria-label={t('inventoryDocuments.line.qtyN', { n: i + 1 })} placeholder={t('inventoryDocuments.line.qty')} min={0.001} max={1_000_000_000} precision={3} style={{ width: 120 }} />
                </Form.Item>
                <Form.Item name={[row.name, 'unitPrice']} rules={required}>
                  <InputNumber aria-label={t('inventoryDocuments.line.unitPriceN', { n: i + 1 })} placeholder={t('inventoryDocuments.line.unitPrice')} min={0} max={10_000_000} style={{ width: 130 }} />
                </Form.Item>
                <Form.Item name={[row.name, 'batchNo']} rules={[{ max: 50 }]}>
                  <Input aria-label={t('inventoryDocuments.line.batchNoN', { n: i + 1 })} placeholder={t('inventoryDocuments.line.batchNo')} maxLength={50} style={{ width: 150 }} />
                </Form.Item>
                <Form.Item name={[row.name, 'productionDate']}>
                  <DatePicker aria-label={t('inventoryDocuments.line.productionDateN', { n: i + 1 })} placeholder={t('inventoryDocuments.line.productionDate')} />
                </Form.Item>
                <Form.Item name={[row.name, 'expiryDate']}>
                  <DatePicker aria-label={t('inventoryDocuments.line.expiryDateN', { n: i + 1 })} placeholder={t('inventoryDocuments.line.expiryDate')} />
                </Form.Item>
                <Button aria-label={t('inventoryDocuments.line.removeN', { n: i + 1 })} icon={<DeleteOutlined />} onClick={() => remove(row.name)} disabled={rows.length === 1} />
              </Space>
            ))}
            <Form.ErrorList errors={errors} />
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} disabled={rows.length >= 500}>
              {t('inventoryDocuments.line.add')}
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  );
}
