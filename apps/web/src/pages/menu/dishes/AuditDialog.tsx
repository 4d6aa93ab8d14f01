import { useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';

/** Approve the pending dishes given, or reject them with a reason (the server refuses dishes not pending). */
export default function AuditDialog({ dishesIds, names, onDone, onClose }: { dishesIds: number[]; names: string[]; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [approve, setApprove] = useState(true);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const missingReason = !approve && !reason.trim();

  const submit = async () => {
    if (missingReason) return;
    setSaving(true);
    try {
      await call('menuDishes.dishAudit', { dishesIds, approve, reason: approve ? '' : reason.trim() });
      onDone();
      onClose();
    } catch {
      // the request client has shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('menuDishes.audit.title')}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      okButtonProps={{ disabled: missingReason, loading: saving }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <p>{names.join('、')}</p>
      <Form layout="vertical">
        <Form.Item label={t('menuDishes.audit.result')}>
          <Radio.Group value={approve} onChange={(e) => setApprove(e.target.value as boolean)}>
            <Radio value={true}>{t('menuDishes.audit.approve')}</Radio>
            <Radio value={false}>{t('menuDishes.audit.reject')}</Radio>
          </Radio.Group>
        </Form.Item>
        {!approve && (
          <Form.Item label={t('menuDishes.audit.reason')} htmlFor="dish-audit-reason" required validateStatus={missingReason ? 'error' : undefined} help={missingReason ? t('menuDishes.audit.reasonRequired') : undefined}>
            <Input.TextArea id="dish-audit-reason" value={reason} maxLength={200} rows={3} onChange={(e) => setReason(e.target.value)} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
