import { useState } from 'react';
import { Button, Form, Input, InputNumber, Radio, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DEDUCTION_ORDER, type DeductionOverride, type Wallet } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import WalletOrderCard, { WalletOrderInput, orderText } from '../shared/WalletOrder';

const overridePage = 'settings.deductionOverridePage';
const overrideRemove = 'settings.deductionOverrideRemove';

type Subject = 'customer' | 'device' | 'batch';
interface OverrideForm {
  subject: Subject;
  custId?: number;
  sn?: string;
  custIds?: string;
  order: Wallet[];
}

/** Customer numbers typed as a list: commas, spaces or new lines between them. */
export const parseIds = (text = '') =>
  text
    .split(/[\s,，]+/)
    .filter(Boolean)
    .map(Number);

function OverrideDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OverrideForm>();
  const subject = Form.useWatch('subject', form) ?? 'customer';

  const submit = async (v: OverrideForm) => {
    // The subject's own field is required by its rule, so it is there.
    if (v.subject === 'customer') await call('settings.deductionCustomer', { custId: v.custId!, order: v.order });
    else if (v.subject === 'device') await call('settings.deductionSn', { sn: v.sn!, order: v.order });
    else await call('settings.deductionBatch', { custIds: parseIds(v.custIds), order: v.order });
    await onSaved();
  };

  const required = (label: string) => [{ required: true, message: t('widgets.form.required', { label: t(label) }) }];
  return (
    <FormDialog<OverrideForm>
      form={form}
      name="deductionOverride"
      title={t('settings.deduction.addOverride')}
      layout="vertical"
      initialValues={{ subject: 'customer', order: [...DEFAULT_DEDUCTION_ORDER] }}
      maskClosable
      submitOnEnter={false}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="subject" label={t('settings.deduction.subject')}>
        <Radio.Group
          options={[
            { value: 'customer', label: t('settings.deduction.subject.customer') },
            { value: 'device', label: t('settings.deduction.subject.device') },
            { value: 'batch', label: t('settings.deduction.subject.batch') },
          ]}
        />
      </Form.Item>
      {subject === 'customer' && (
        <Form.Item name="custId" label={t('settings.deduction.custId')} rules={required('settings.deduction.custId')}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      {subject === 'device' && (
        <Form.Item name="sn" label={t('settings.deduction.sn')} rules={required('settings.deduction.sn')}>
          <Input maxLength={64} />
        </Form.Item>
      )}
      {subject === 'batch' && (
        <Form.Item name="custIds" label={t('settings.deduction.custIds')} rules={required('settings.deduction.custIds')} extra={t('settings.deduction.custIdsHelp')}>
          <Input.TextArea rows={3} />
        </Form.Item>
      )}
      <Form.Item name="order" label={t('settings.deduction.order')}>
        <WalletOrderInput />
      </Form.Item>
    </FormDialog>
  );
}

/** Deduction method (/basesetting/koukuan, menu 215000): the console and devices' order, and orders of single customers or devices. */
export default function DeductionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [adding, setAdding] = useState(false);
  const fields: FieldDef<DeductionOverride>[] = [
    {
      key: 'subjectType',
      label: 'settings.deduction.subject',
      type: 'select',
      inSearch: true,
      options: [
        { value: 'customer', label: 'settings.deduction.subject.customer' },
        { value: 'device', label: 'settings.deduction.subject.device' },
      ],
    },
    { key: 'subjectRef', label: 'settings.deduction.subjectRef', type: 'text', inSearch: true },
    { key: 'order', label: 'settings.deduction.order', type: 'text', render: (order) => orderText(order as Wallet[], t) },
    { key: 'createdAt', label: 'settings.createdAt', type: 'datetime' },
  ];
  return (
    <>
      {noticeHolder}
      <WalletOrderCard getId="settings.deductionGet" updateId="settings.deductionUpdate" title="settings.deduction.consoleTitle" />
      <ResourcePage
        title="settings.deduction.overrides"
        rowKey="id"
        fields={fields}
        pageEndpoint={overridePage}
        removeEndpoint={overrideRemove}
        extraToolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('settings.deduction.addOverride')}
          </Button>
        }
      />
      {adding && (
        <OverrideDialog
          onClose={() => setAdding(false)}
          onSaved={async () => {
            void notice.success(t('widgets.resource.added'));
            await queryClient.invalidateQueries({ queryKey: [overridePage] });
          }}
        />
      )}
    </>
  );
}
