import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { InboundDetail } from '@canteen/contract';
import { merchantToday } from '@/shell/clock';
import DocumentEditor from '../shared/DocumentEditor';
import type { EditorProps } from '../shared/documentPage';
import { centsToYuan, supplierChoices, yuanToCents } from '../shared/documents';

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

/** Adds or edits an inbound draft with its lines (price, batch and dates); saves it as a draft or commits it. */
export default function InboundEditor({ draft, onClose, onSaved }: EditorProps<InboundDetail>) {
  const { t } = useTranslation();
  const suppliers = useQuery({ queryKey: ['inventoryDocuments.suppliers'], queryFn: supplierChoices, retry: false });
  const required = [{ required: true, message: t('inventoryDocuments.form.required') }];

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

  return (
    <DocumentEditor<Values, 'inventoryDocuments.inboundSave', 'inventoryDocuments.inboundCommit'>
      name="inbound"
      editing={draft !== undefined}
      width={1180}
      initialValues={initialValues}
      endpoints={{ save: 'inventoryDocuments.inboundSave', commit: 'inventoryDocuments.inboundCommit' }}
      content={(v) => ({
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
      })}
      // A line's expiry defaults to its production day (or the inbound day) plus the material's shelf life.
      onValuesChange={(changed, all, { form, materials }) => {
        if (!changed.lines) return;
        const shelfLife = new Map(materials.map((m) => [m.houseMaterialId, m.shelfLifeDays]));
        changed.lines.forEach((line, i) => {
          if (!line || !('houseMaterialId' in line || 'productionDate' in line)) return;
          const current = all.lines[i];
          const days = current?.houseMaterialId === undefined ? null : shelfLife.get(current.houseMaterialId);
          if (!days) return;
          const from = current.productionDate ?? all.inboundDate ?? merchantToday();
          form.setFieldValue(['lines', i, 'expiryDate'], from.add(days, 'day'));
        });
      }}
      head={
        <>
          <Form.Item name="supplierId" label={t('inventoryDocuments.doc.supplier')} labelCol={{ span: 24 }} style={{ minWidth: 220 }}>
            <Select options={suppliers.data ?? []} allowClear showSearch optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="inboundDate" label={t('inventoryDocuments.inbound.date')} rules={required} labelCol={{ span: 24 }}>
            <DatePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="remark" label={t('inventoryDocuments.doc.remark')} rules={[{ max: 200 }]} labelCol={{ span: 24 }} style={{ minWidth: 300 }}>
            <Input maxLength={200} />
          </Form.Item>
        </>
      }
      materialLabel={(m) => `${m.materialName}（${m.unitName}${m.spec ? `，${m.spec}` : ''}）`}
      materialWidth={240}
      lineFields={(row, i) => (
        <>
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
        </>
      )}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
