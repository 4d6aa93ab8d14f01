import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

const CARD_NO = /^[A-Za-z0-9]{1,32}$/;

/** Asks for a card number (issue or replace a card) and runs `save` with it; stays open when the call fails. */
export default function CardNoDialog(props: { title: string; label: string; onClose: () => void; save: (cardNo: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ cardNo: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { cardNo } = await form.validateFields();
    setSaving(true);
    try {
      await props.save(cardNo.trim());
      props.onClose();
    } catch {
      // the request client has shown why
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={props.title}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="cardNo" label={props.label} rules={[
            { required: true, message: t('widgets.form.required', { label: props.label }) },
            { pattern: CARD_NO, message: t('customers.cardNoInvalid') },
          ]}>
          <Input maxLength={32} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
