import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/FormDialog';
import { FormControl } from './controls';
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
  return (
    <FormDialog<Row>
      name="edit"
      width={width}
      title={t(mode === 'add' ? 'widgets.resource.addTitle' : 'widgets.resource.editTitle')}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
