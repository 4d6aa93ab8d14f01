import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { OUTBOUND_KINDS, type OutboundDetail, type OutboundKind } from '@canteen/contract';
import { merchantToday } from '@/shell/clock';
import DocumentEditor from '../shared/DocumentEditor';
import type { EditorProps } from '../shared/documentPage';

interface Values {
  warehouseId?: number;
  kind: OutboundKind;
  outboundDate?: Dayjs;
  receiver?: string;
  remark?: string;
  lines: { houseMaterialId?: number; qty?: number; remark?: string }[];
}

/** Adds or edits an outbound draft; saves it or commits it (the batches are taken first-expiring first). */
export default function OutboundEditor({ draft, onClose, onSaved }: EditorProps<OutboundDetail>) {
  const { t } = useTranslation();
  const required = [{ required: true, message: t('inventoryDocuments.form.required') }];

  const initialValues: Values = draft
    ? {
        warehouseId: draft.warehouseId,
        kind: draft.kind,
        outboundDate: dayjs(draft.outboundDate, 'YYYY-MM-DD'),
        receiver: draft.receiver,
        remark: draft.remark,
        lines: draft.lines.map((l) => ({ houseMaterialId: l.houseMaterialId, qty: l.qty, remark: l.remark })),
      }
    : { kind: 'kitchen', outboundDate: merchantToday(), receiver: '', remark: '', lines: [{}] };

  return (
    <DocumentEditor<Values, 'inventoryDocuments.outboundSave', 'inventoryDocuments.outboundCommit'>
      name="outbound"
      editing={draft !== undefined}
      width={980}
      initialValues={initialValues}
      endpoints={{ save: 'inventoryDocuments.outboundSave', commit: 'inventoryDocuments.outboundCommit' }}
      content={(v) => ({
        ...(draft ? { outboundId: draft.outboundId } : {}),
        warehouseId: v.warehouseId!,
        kind: v.kind,
        outboundDate: v.outboundDate!.format('YYYY-MM-DD'),
        receiver: v.receiver ?? '',
        remark: v.remark ?? '',
        lines: v.lines.map((l) => ({ houseMaterialId: l.houseMaterialId!, qty: l.qty!, remark: l.remark ?? '' })),
      })}
      head={
        <>
          <Form.Item name="kind" label={t('inventoryDocuments.doc.kind')} rules={required} labelCol={{ span: 24 }} style={{ minWidth: 160 }}>
            <Select options={OUTBOUND_KINDS.map((k) => ({ value: k, label: t(`inventoryDocuments.outboundKind.${k}`) }))} />
          </Form.Item>
          <Form.Item name="outboundDate" label={t('inventoryDocuments.outbound.date')} rules={required} labelCol={{ span: 24 }}>
            <DatePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="receiver" label={t('inventoryDocuments.outbound.receiver')} rules={[{ max: 50 }]} labelCol={{ span: 24 }}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="remark" label={t('inventoryDocuments.doc.remark')} rules={[{ max: 200 }]} labelCol={{ span: 24 }} style={{ minWidth: 260 }}>
            <Input maxLength={200} />
          </Form.Item>
        </>
      }
      materialLabel={(m) => t('inventoryDocuments.line.materialStock', { name: m.materialName, qty: m.stockQty, unit: m.unitName })}
      materialWidth={320}
      lineFields={(row, i) => (
        <>
          <Form.Item name={[row.name, 'qty']} rules={required}>
            <InputNumber aria-label={t('inventoryDocuments.line.qtyN', { n: i + 1 })} placeholder={t('inventoryDocuments.line.qty')} min={0.001} max={1_000_000_000} precision={3} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name={[row.name, 'remark']} rules={[{ max: 200 }]}>
            <Input aria-label={t('inventoryDocuments.line.remarkN', { n: i + 1 })} placeholder={t('inventoryDocuments.doc.remark')} maxLength={200} style={{ width: 220 }} />
          </Form.Item>
        </>
      )}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
