import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Select, Skeleton, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FieldDef, FieldOption, Row } from '@/components/ResourcePage';
import { FormControl } from '@/components/ResourcePage/controls';
import { formValuesToContent, recordToFormValues } from '@/components/ResourcePage/fieldValues';
import { matchFieldErrors, validationFields } from '@/components/ResourcePage/serverErrors';

/** A field of a single-value settings form: a list field may choose several options; a secret shows only its masked value. */
export type SettingField = FieldDef & { multiple?: boolean };

interface ConfigFormProps {
  /** i18n key of the card title. */
  title?: string;
  fields: SettingField[];
  queryKey: unknown[];
  load: () => Promise<Row>;
  save: (content: Row) => Promise<void>;
  /** Path the server puts before field names in its errors (getSetting values: 'value.'). */
  errorPrefix?: string;
  extra?: ReactNode;
}

function MultiSelect({ options, ...props }: { options: FieldOption[]; id?: string; value?: unknown; onChange?: (v: unknown) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      mode="multiple"
      id={props.id}
      value={props.value as never}
      onChange={props.onChange as never}
      options={options.map((o) => ({ value: o.value as string, label: t(o.label) }))}
      optionFilterProp="label"
    />
  );
}

/** The form items of setting fields; secrets show the masked value the record holds. */
export function SettingFormItems({ fields, record, options }: { fields: SettingField[]; record: Row; options?: Map<string, FieldOption[]> }) {
  const { t } = useTranslation();
  return fields.map((f) => {
    const masked = f.type === 'password' ? String(record[f.key] ?? '') : '';
    const help = f.type === 'password' ? (masked ? t('settings.secret.saved', { masked }) : t('settings.secret.none')) : undefined;
    const choices = options?.get(f.key) ?? (Array.isArray(f.options) ? f.options : []);
    return (
      <Form.Item
        key={f.key}
        name={f.key}
        label={t(f.label)}
        extra={help}
        rules={[...(f.required ? [{ required: true, message: t('widgets.form.required', { label: t(f.label) }) }] : []), ...(f.rules ?? [])]}
        valuePropName={f.type === 'switch' ? 'checked' : 'value'}
      >
        {f.multiple ? <MultiSelect options={choices} /> : <FormControl field={f} options={choices} />}
      </Form.Item>
    );
  });
}

/**
 * One setting (or configuration) as a form: loads the stored value, saves the whole value, shows the server's
 * validation messages under their fields. Secret fields start empty (an empty secret keeps the stored one) and
 * show the masked value the server gave.
 */
export default function ConfigForm({ title, fields, queryKey, load, save, errorPrefix = '', extra }: ConfigFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [notice, noticeHolder] = message.useMessage();
  const [saving, setSaving] = useState(false);
  const formName = `config${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const stored = useQuery({ queryKey, queryFn: load });

  const submit = async (values: Row) => {
    setSaving(true);
    try {
      await save(formValuesToContent(fields, values, 'edit'));
      void notice.success(t('widgets.resource.edited'));
      form.resetFields(fields.filter((f) => f.type === 'password').map((f) => f.key));
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      const errors = validationFields(error).map((e) => ({ ...e, field: e.field.startsWith(errorPrefix) ? e.field.slice(errorPrefix.length) : e.field }));
      const { byField, unmatched } = matchFieldErrors(errors, fields.map((f) => f.key));
      form.setFields([...byField].map(([name, messages]) => ({ name, errors: messages })));
      for (const e of unmatched) void notice.error(`${e.field}: ${e.message}`);
    } finally {
      setSaving(false);
    }
  };

  const body = (() => {
    if (stored.isPending) return <Skeleton active />;
    if (stored.isError) return <Alert type="error" showIcon title={t('settings.loadFailed')} />;
    const record = stored.data;
    return (
      <Form
        form={form}
        name={formName}
        key={stored.dataUpdatedAt}
        initialValues={recordToFormValues(fields, record, 'edit')}
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 14 }}
        onFinish={(values) => void submit(values as Row)}
      >
        <SettingFormItems fields={fields} record={record} />
        <Form.Item wrapperCol={{ offset: 6 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('settings.save')}
          </Button>
        </Form.Item>
      </Form>
    );
  })();

  return (
    <Card title={title ? t(title) : undefined} extra={extra} style={{ marginBottom: 16 }}>
      {noticeHolder}
      {body}
    </Card>
  );
}
