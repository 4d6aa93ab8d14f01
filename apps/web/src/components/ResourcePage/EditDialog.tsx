import { useId, useState } from 'react';
import { Form, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormControl } from './controls';
import { matchFieldErrors, validationFields } from './serverErrors';
import type { FieldDef, FieldOption, FormMode, Row } from './types';

interface EditDialogProps {
  mode: FormMode;
  /** The form's starting values (already in control units). */
  initialValues: Row;
  fields: FieldDef[];
  options: Map<string, FieldOption[]>;
  width?: number;
  /** Sends the values; a rejection with a 40000 reply puts its messages under the fields. */
  save: (values: Row) => Promise<void>;
  onClose: () => void;
}

/** The add/edit dialog; mounted only while open, so every opening starts from `initialValues`. */
export default function EditDialog({ mode, initialValues, fields, options, width = 640, save, onClose }: EditDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  // A page-unique form name keeps control ids (and so label links) apart across forms and kept-alive pages.
  const formName = `edit${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [notice, noticeHolder] = message.useMessage();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: Row;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows the messages under the fields
    }
    setSaving(true);
    try {
      await save(values);
      onClose();
    } catch (error) {
      const { byField, unmatched } = matchFieldErrors(validationFields(error), fields.map((f) => f.key));
      form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
      // Problems with no field of their own in this form are listed, so none is lost.
      for (const e of unmatched) void notice.error(`${e.field}: ${e.message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={width}
      title={t(mode === 'add' ? 'widgets.resource.addTitle' : 'widgets.resource.editTitle')}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {noticeHolder}
      <Form form={form} name={formName} initialValues={initialValues} labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} onFinish={() => void submit()}>
        {fields.map((f) => {
          const rules = [
            ...(f.required ? [{ required: true, message: t('widgets.form.required', { label: t(f.label) }) }] : []),
            ...(f.rules ?? []),
          ];
          return (
            <Form.Item key={f.key} name={f.key} label={t(f.label)} rules={rules} valuePropName={f.type === 'switch' ? 'checked' : 'value'}>
              <FormControl field={f} options={options.get(f.key)} />
            </Form.Item>
          );
        })}
      </Form>
    </Modal>
  );
}
