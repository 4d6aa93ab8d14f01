import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';

interface AuditValues {
  approve: boolean;
  reason?: string;
}

/** Approve the pending dishes given, or reject them with a reason (the server refuses dishes not pending). */
export default function AuditDialog({ dishesIds, names, onDone, onClose }: { dishesIds: number[]; names: string[]; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuditValues>();
  const approve = Form.useWatch('approve', form) ?? true;
  const reason = Form.useWatch('reason', form) ?? '';
  // A rejection cannot be sent without its reason: OK stays off and the field says why from the start.
  const missingReason = !approve && !reason.trim();

  return (
    <FormDialog<AuditValues>
      name="dishAudit"
      form={form}
      title={t('menuDishes.audit.title')}
      layout="vertical"
      initialValues={{ approve: true }}
      okButtonProps={{ disabled: missingReason }}
      maskClosable
      submitOnEnter={false}
      header={<p>{names.join('、')}</p>}
      onSubmit={async (values) => {
        await call('menuDishes.dishAudit', { dishesIds, approve: values.approve, reason: values.approve ? '' : (values.reason ?? '').trim() });
        onDone();
      }}
      onClose={onClose}
    >
      <Form.Item name="approve" label={t('menuDishes.audit.result')}>
        <Radio.Group>
          <Radio value={true}>{t('menuDishes.audit.approve')}</Radio>
          <Radio value={false}>{t('menuDishes.audit.reject')}</Radio>
        </Radio.Group>
      </Form.Item>
      {!approve && (
        <Form.Item
          name="reason"
          label={t('menuDishes.audit.reason')}
          rules={[{ required: true, whitespace: true, message: t('menuDishes.audit.reasonRequired') }]}
          validateStatus={missingReason ? 'error' : undefined}
          help={missingReason ? t('menuDishes.audit.reasonRequired') : undefined}
        >
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
