import { DatePicker, Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import ImportButtons from '@/components/ImportButtons';
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
  const warehouses = useQuery({ queryKey: ['inventoryDocuments.warehouses'], queryFn: warehouseChoices });
  const suppliers = useQuery({ queryKey: ['inventoryDocuments.suppliers'], queryFn: supplierChoices, retry: false });
  const required = [{ required: true, message: t('inventoryDocuments.form.required') }];

  return (
    <ImportButtons<'inventoryDocuments.inboundImport', Values>
      texts="inventoryDocuments.import"
      templateEndpoint="inventoryDocuments.inboundTemplate"
      importEndpoint="inventoryDocuments.inboundImport"
      onImported={(answer) => onImported(answer.inboundId)}
      form={{
        name: 'inboundImport',
        initialValues: { inboundDate: merchantToday() },
        onClose,
        content: (v) => ({
          warehouseId: v.warehouseId!,
          ...(v.supplierId ? { supplierId: v.supplierId } : {}),
          ...(v.inboundDate ? { inboundDate: v.inboundDate.format('YYYY-MM-DD') } : {}),
        }),
        fields: (
          <>
            <Form.Item name="warehouseId" label={t('inventoryDocuments.doc.warehouse')} rules={required}>
              <Select options={warehouses.data} loading={warehouses.isPending} showSearch optionFilterProp="label" />
            </Form.Item>
            <Form.Item name="supplierId" label={t('inventoryDocuments.doc.supplier')}>
              <Select options={suppliers.data ?? []} allowClear showSearch optionFilterProp="label" />
            </Form.Item>
            <Form.Item name="inboundDate" label={t('inventoryDocuments.inbound.date')}>
              <DatePicker allowClear={false} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
