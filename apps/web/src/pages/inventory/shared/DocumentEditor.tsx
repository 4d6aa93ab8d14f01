import { useRef, useState, type ReactNode } from 'react';
import { Button, Form, Popconfirm, Select, Space, Typography, type FormInstance, type FormListFieldData } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HouseMaterial, InputOf, JsonEndpointId } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import { warehouseChoices, warehouseMaterials } from './documents';

/** The values every document's form has: its warehouse and lines. */
export interface DocumentValues {
  warehouseId?: number;
  lines: object[];
}

export interface DocumentEditorProps<V extends DocumentValues, Save extends JsonEndpointId, Commit extends JsonEndpointId> {
  /** The kind of document: texts inventoryDocuments.<name>.add / edit / commitHint. */
  name: 'inbound' | 'outbound';
  /** A draft is edited (else a new one is added). */
  editing: boolean;
  width: number;
  initialValues: V;
  endpoints: { save: Save; commit: Commit };
  /** The content sent, for saving or committing alike. */
  content: (values: V) => InputOf<Save> & InputOf<Commit>;
  /** The document's own head fields, after the warehouse. */
  head: ReactNode;
  materialLabel: (m: HouseMaterial) => string;
  materialWidth: number;
  /** A line's own fields, after its material. */
  lineFields: (row: FormListFieldData, i: number) => ReactNode;
  /** Any other change than the warehouse's (which starts the lines anew). */
  onValuesChange?: (changed: Partial<V>, all: V, context: { form: FormInstance<V>; materials: HouseMaterial[] }) => void;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits a document draft with its lines of the warehouse's materials; saves it or commits it (after a confirmation). */
export default function DocumentEditor<V extends DocumentValues, Save extends JsonEndpointId, Commit extends JsonEndpointId>({
  name,
  editing,
  width,
  initialValues,
  endpoints,
  content,
  head,
  materialLabel,
  materialWidth,
  lineFields,
  onValuesChange,
  onClose,
  onSaved,
}: DocumentEditorProps<V, Save, Commit>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const mode = useRef<'save' | 'commit'>('save');
  const [warehouseId, setWarehouseId] = useState<number | undefined>(initialValues.warehouseId);
  const warehouses = useQuery({ queryKey: ['inventoryDocuments.warehouses'], queryFn: warehouseChoices });
  const materials = useQuery({ queryKey: ['inventoryDocuments.materials', warehouseId], queryFn: () => warehouseMaterials(warehouseId!), enabled: warehouseId !== undefined });

  const changed = (change: Partial<V>, all: V) => {
    if (change.warehouseId !== undefined && change.warehouseId !== warehouseId) {
      setWarehouseId(change.warehouseId);
      form.setFieldsValue({ lines: [{}] } as Parameters<typeof form.setFieldsValue>[0]);
      return;
    }
    onValuesChange?.(change, all, { form, materials: materials.data ?? [] });
  };
  const submit = async (v: V) => {
    const body = content(v);
    if (mode.current === 'commit') await call(endpoints.commit, body);
    else await call(endpoints.save, body);
    onSaved();
  };
  const send = (how: 'save' | 'commit') => {
    mode.current = how;
    form.submit();
  };

  const materialOptions = (materials.data ?? []).map((m) => ({ value: m.houseMaterialId, label: materialLabel(m) }));
  const required = [{ required: true, message: t('inventoryDocuments.form.required') }];

  return (
    <FormDialog<V>
      title={t(`inventoryDocuments.${name}.${editing ? 'edit' : 'add'}`)}
      name={`${name}Editor`}
      form={form}
      width={width}
      initialValues={initialValues}
      onValuesChange={changed}
      onSubmit={submit}
      onClose={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('widgets.common.cancel')}
        </Button>,
        <Button key="save" onClick={() => send('save')}>
          {t('inventoryDocuments.action.saveDraft')}
        </Button>,
        <Popconfirm key="commit" title={t(`inventoryDocuments.${name}.commitHint`)} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => send('commit')}>
          <Button type="primary">{t('inventoryDocuments.action.commit')}</Button>
        </Popconfirm>,
      ]}
    >
      <Space wrap size="large" style={{ marginBottom: 8 }}>
        <Form.Item name="warehouseId" label={t('inventoryDocuments.doc.warehouse')} rules={required} labelCol={{ span: 24 }} style={{ minWidth: 220 }}>
          <Select options={warehouses.data} loading={warehouses.isPending} showSearch optionFilterProp="label" />
        </Form.Item>
        {head}
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
                    style={{ width: materialWidth }}
                    disabled={warehouseId === undefined}
                  />
                </Form.Item>
                {lineFields(row, i)}
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
