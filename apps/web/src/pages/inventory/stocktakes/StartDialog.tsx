import { useState } from 'react';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { call } from '@/api';
import { warehouseOptions } from './fields';

interface Values {
  warehouseId?: number;
  checkDate?: Dayjs;
  remark?: string;
}

/** Starts a stocktake of a warehouse: its batches with stock are frozen and counting begins. */
export default function StartDialog({ open, onClose, onStarted }: { open: boolean; onClose: () => void; onStarted: (stocktakeId: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const warehouses = useQuery({ queryKey: ['inventoryStock.warehouseOptions', 'stocktake'], queryFn: warehouseOptions, enabled: open });

  const start = async () => {
    // A missing warehouse shows on its field.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      const { stocktakeId } = await call('inventoryStocktake.save', {
        warehouseId: v.warehouseId,
        checkDate: v.checkDate ? v.checkDate.format('YYYY-MM-DD') : undefined,
        remark: v.remark ?? '',
      });
      form.resetFields();
      onStarted(stocktakeId);
    } catch {
      // the request client has shown why (a stocktake counting already, nothing in stock)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('inventoryStocktake.start.title')}
      okText={t('inventoryStocktake.start.ok')}
      cancelText={t('widgets.common.cancel')}
      confirmLoading={saving}
      onOk={() => void start()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('inventoryStocktake.start.hint')}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="warehouseId" label={t('inventoryStocktake.field.warehouseName')} rules={[{ required: true, message: t('inventoryStocktake.start.chooseWarehouse') }]}>
          <Select
            options={warehouses.data ?? []}
            loading={warehouses.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('inventoryStocktake.start.chooseWarehouse')}
          />
        </Form.Item>
        <Form.Item name="checkDate" label={t('inventoryStocktake.field.checkDate')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('inventoryStocktake.field.remark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
