import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import FormDialog from '.';

interface RejectDialogProps {
  /** i18n keys of the title and of the reason's label. */
  title: string;
  reasonLabel: string;
  /** What is rejected, as label → value lines above the reason (labels already translated). */
  facts: [string, string][];
  /** Rejects with the trimmed reason; the record stays as it was until this succeeds. */
  reject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks the reason of a rejection (a held offline record, a refund request) and sends it. */
export default function RejectDialog({ title, reasonLabel, facts, reject, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog<{ reason: string }>
      name="reject"
      title={t(title)}
      layout="vertical"
      maskClosable
      submitOnEnter={false}
      header={
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          {facts.map(([label, value]) => (
            <Descriptions.Item key={label} label={label}>
              {value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      }
      onSubmit={({ reason }) => reject(reason.trim())}
      onClose={onClose}
    >
      <Form.Item name="reason" label={t(reasonLabel)} rules={[{ required: true, whitespace: true, message: t('widgets.form.required', { label: t(reasonLabel) }) }]}>
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2 }} />
      </Form.Item>
    </FormDialog>
  );
}
