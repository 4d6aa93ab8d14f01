import { useRef, useState } from 'react';
import { Button, DatePicker, Form, Input, InputNumber, Popconfirm, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { OUTBOUND_KINDS, type OutboundDetail, type OutboundKind } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import { merchantToday } from '@/shell/clock';
import { warehouseChoices, warehouseMaterials } from '../shared/documents';

interface Values {
  warehouseId?: number;
  kind: OutboundKind;
  outboundDate?: Dayjs;
  receiver?: string;
  remark?: string;
  lines: { houseMaterialId?: number; qty?: number; remark?: string }[];
}

interface Props {
  draft?: OutboundDetail;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits an outbound draft; saves it or commits it (the batches are taken first-expiring first). */
export default function OutboundEditor({ draft, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mode = useRef<'save' | 'commit'>('save');
  const [warehouseId, setWarehouseId] = useState<number | undefined>(draft?.warehouseId);
  const warehouses = useQuery({ queryKey: ['inventoryDocuments.warehouses'], queryFn: warehouseChoices });
  const materials = useQuery({ queryKey: ['inventoryDocuments.materials', warehouseId], queryFn: () => warehouseMaterials(warehouseId!), enabled: warehouseId !== undefined });

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

  const submit = async (v: Values) => {
    const content = {
      ...(draft ? { outboundId: draft.outboundId } : {}),
      warehouseId: v.warehouseId!,
      kind: v.kind,
      outboundDate: v.outboundDate!.format('YYYY-MM-DD'),
      receiver: v.receiver ?? '',
      remark: v.remark ?? '',
      lines: v.lines.map((l) => ({ houseMaterialId: l.houseMaterialId!, qty: l.qty!, remark: l.remark ?? '' })),
    };
    await call(mode.current === 'commit' ? 'inventoryDocuments.outboundCommit' : 'inventoryDocuments.outboundSave', content);
    onSaved();
  };
  const send = (how: 'save' | 'commit') => {
    mode.current = how;
    form.submit();
  };
  const materialOptions = (materials.data ?? []).map((m) => ({
    value: m.houseMaterialId,
    label: t('inventoryDocuments.line.materialStock', { name: m.materialName, qty: m.stockQty, unit: m.unitName }),
  }));
  const required = [{ required: true, message: t('inventoryDocuments.form.required') }];

  return (
    <FormDialog<Values>
      title={t(draft ? 'inventoryDocuments.outbound.edit' : 'inventoryDocuments.outbound.add')}
      name="outboundEditor"
      form={form}
      width={980}
      initialValues={initialValues}
      onValuesChange={(changed: Partial<Values>) => {
        if (changed.warehouseId !== undefined && changed.warehouseId !== warehouseId) {
          setWarehouseId(changed.warehouseId);
          form.setFieldValue('lines', [{}]);
        }
      }}
      onSubmit={submit}
      onClose={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('widgets.common.cancel')}
        </Button>,
        <Button key="save" onClick={() => send('save')}>
          {t('inventoryDocuments.action.saveDraft')}
        </Button>,
        <Popconfirm key="commit" title={t('inventoryDocuments.outbound.commitHint')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => send('commit')}>
          <Button type="primary">{t('inventoryDocuments.action.commit')}</Button>
        </Popconfirm>,
      ]}
    >
      <Space wrap size="large" style={{ marginBottom: 8 }}>
        <Form.Item name="warehouseId" label={t('inventoryDocuments.doc.warehouse')} rules={required} labelCol={{ span: 24 }} style={{ minWidth: 220 }}>
          <Select options={warehouses.data} loading={warehouses.isPending} showSearch optionFilterProp="label" />
        </Form.Item>
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
                    style={{ width: 320 }}
                    disabled={warehouseId === undefined}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'qty']} rules={required}>
                  <InputNumber aria-label={t('inventoryDocuments.line.qtyN', { n: i + 1 })} placeholder={t('inventoryDocuments.line.qty')} min={0.001} max={1_000_000_000} precision={3} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name={[row.name, 'remark']} rules={[{ max: 200 }]}>
                  <Input aria-label={t('inventoryDocuments.line.remarkN', { n: i + 1 })} placeholder={t('inventoryDocuments.doc.remark')} maxLength={200} style={{ width: 220 }} />
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
