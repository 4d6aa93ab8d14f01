import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/FormDialog';
import type { FieldOption, FormMode, Row } from '@/components/ResourcePage';
import { formValuesToContent, recordToFormValues } from '@/components/ResourcePage/fieldValues';
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
  return (
    <FormDialog<Row>
      name="setting"
      width={640}
      title={t(mode === 'add' ? 'widgets.resource.addTitle' : 'widgets.resource.editTitle')}
      initialValues={recordToFormValues(fields, record, mode)}
      maskClosable
      submitOnEnter={false}
      onSubmit={(values) => save(formValuesToContent(fields, values, mode))}
      onClose={onClose}
    >
      <SettingFormItems fields={fields} record={record} options={options} />
    </FormDialog>
  );
}
