import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/FormDialog';

const CARD_NO = /^[A-Za-z0-9]{1,32}$/;

/** Asks for a card number (issue or replace a card) and runs `save` with it; stays open when the call fails. */
export default function CardNoDialog(props: { title: string; label: string; onClose: () => void; save: (cardNo: string) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <FormDialog<{ cardNo: string }>
      name="cardNo"
      title={props.title}
      layout="vertical"
      maskClosable
      submitOnEnter={false}
      onSubmit={({ cardNo }) => props.save(cardNo.trim())}
      onClose={props.onClose}
    >
      <Form.Item
        name="cardNo"
        label={props.label}
        rules={[
          { required: true, message: t('widgets.form.required', { label: props.label }) },
          { pattern: CARD_NO, message: t('customers.cardNoInvalid') },
        ]}
      >
        <Input maxLength={32} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
