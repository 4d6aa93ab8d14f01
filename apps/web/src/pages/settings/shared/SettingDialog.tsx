import { useState } from 'react';
import { Form, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldOption, FormMode, Row } from '@/components/ResourcePage';
import { formValuesToContent, recordToFormValues } from '@/components/ResourcePage/fieldValues';
import { matchFieldErrors, validationFields } from '@/components/ResourcePage/serverErrors';
import { SettingFormItems, type SettingField } from './ConfigForm';

interface SettingDialogProps {
  mode: FormMode;
  fields: SettingField[];
  record: Row;
  options: Map<string, FieldOption[]>;
  save: (content: Row) => Promise<void>;
  onClose: () => void;
}

/** An add/edit dialog for lists whose fields choose several options (canteens, charts). */
export default function SettingDialog({ mode, fields, record, options, save, onClose }: SettingDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [notice, noticeHolder] = message.useMessage();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: Row;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await save(formValuesToContent(fields, values, mode));
      onClose();
    } catch (error) {
      const { byField, unmatched } = matchFieldErrors(validationFields(error), fields.map((f) => f.key));
      form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
      for (const e of unmatched) void notice.error(`${e.field}: ${e.message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={640}
      title={t(mode === 'add' ? 'widgets.resource.addTitle' : 'widgets.resource.editTitle')}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {noticeHolder}
      <Form form={form} name={`setting-${mode}`} initialValues={recordToFormValues(fields, record, mode)} labelCol={{ span: 6 }} wrapperCol={{ span: 16 }}>
        <SettingFormItems fields={fields} record={record} options={options} />
      </Form>
    </Modal>
  );
}
