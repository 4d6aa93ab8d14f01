import { useState } from 'react';
import { Alert, Button, DatePicker, Form, Select, Table, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import type { ImportRowError } from '@canteen/contract';
import { download, isPassThrough, upload } from '@/api';
import FormDialog from '@/components/FormDialog';
import { merchantToday } from '@/shell/clock';
import { supplierChoices, warehouseChoices } from '../shared/documents';

interface Values {
  warehouseId?: number;
  supplierId?: number;
  inboundDate?: Dayjs;
}

interface Props {
  onClose: () => void;
  onImported: (inboundId: number) => void;
}

/** Imports a sheet of lines (xlsx, all rows or none) as one inbound draft of a warehouse; lists the rows that refused it. */
export default function InboundImport({ onClose, onImported }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<{ msg: string; errors: ImportRowError[] } | null>(null);
  const warehouses = useQuery({ queryKey: ['inventoryDocuments.warehouses'], queryFn: warehouseChoices });
  const suppliers = useQuery({ queryKey: ['inventoryDocuments.suppliers'], queryFn: supplierChoices, retry: false });
  const required = [{ required: true, message: t('inventoryDocuments.form.required') }];

  const submit = async (v: Values) => {
    if (!file) {
      setFailure({ msg: t('inventoryDocuments.import.noFile'), errors: [] });
      return false;
    }
    const content = { warehouseId: v.warehouseId!, ...(v.supplierId ? { supplierId: v.supplierId } : {}), ...(v.inboundDate ? { inboundDate: v.inboundDate.format('YYYY-MM-DD') } : {}) };
    const answer = await upload('inventoryDocuments.inboundImport', file, content);
    if (isPassThrough(answer)) {
      setFailure({ msg: answer.msg, errors: answer.data.errors });
      return false;
    }
    onImported(answer.inboundId);
    return undefined;
  };
  const template = async () => {
    try {
      await download('inventoryDocuments.inboundTemplate', {}, `${t('inventoryDocuments.import.templateFile')}.xlsx`);
    } catch {
      // the request client has shown why
    }
  };

  return (
    <FormDialog<Values>
      title={t('inventoryDocuments.import.title')}
      name="inboundImport"
      width={760}
      initialValues={{ inboundDate: merchantToday() }}
      onSubmit={submit}
      onClose={onClose}
      okText="inventoryDocuments.import.button"
      header={<Typography.Paragraph>{t('inventoryDocuments.import.hint')}</Typography.Paragraph>}
      after={
        failure && (
          <>
            <Alert type="error" showIcon title={failure.msg} style={{ marginBottom: 12 }} />
            {failure.errors.length > 0 && (
              <Table<ImportRowError>
                rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
                size="small"
                pagination={{ pageSize: 10 }}
                dataSource={failure.errors}
                columns={[
                  { key: 'row', dataIndex: 'row', title: t('inventoryDocuments.import.row'), width: 70 },
                  { key: 'field', dataIndex: 'field', title: t('inventoryDocuments.import.field'), width: 140, render: (f: string) => t(`inventoryDocuments.import.col.${f}`, { defaultValue: f }) },
                  { key: 'message', dataIndex: 'message', title: t('inventoryDocuments.import.message') },
                ]}
              />
            )}
          </>
        )
      }
    >
      <Form.Item name="warehouseId" label={t('inventoryDocuments.doc.warehouse')} rules={required}>
        <Select options={warehouses.data} loading={warehouses.isPending} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="supplierId" label={t('inventoryDocuments.doc.supplier')}>
        <Select options={suppliers.data ?? []} allowClear showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="inboundDate" label={t('inventoryDocuments.inbound.date')}>
        <DatePicker allowClear={false} />
      </Form.Item>
      <Form.Item label={t('inventoryDocuments.import.file')}>
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setFailure(null);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>{t('inventoryDocuments.import.choose')}</Button>
        </Upload>
      </Form.Item>
      <Button icon={<DownloadOutlined />} onClick={() => void template()}>
        {t('inventoryDocuments.import.template')}
      </Button>
    </FormDialog>
  );
}
