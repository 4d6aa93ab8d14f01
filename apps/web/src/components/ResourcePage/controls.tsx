import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import ImageUpload from '@/components/ImageUpload';
import TimeOfDayPicker from '@/components/TimeOfDayPicker';
import { datePattern, dateTimePattern } from '@/shell/clock';
import type { FieldDef, FieldOption } from './types';

/** Form.Item hands its control `id`, `value` and `onChange`; the controls pass them on. */
interface ControlProps {
  field: FieldDef;
  options?: FieldOption[];
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  checked?: boolean;
}

function useOptionList(options: FieldOption[] | undefined) {
  const { t } = useTranslation();
  return (options ?? []).map((o) => ({ value: o.value as string | number, label: t(o.label) }));
}

/** Image fields keep one address as a string (limit 1, the usual case) and several as a string[]. */
function ImageControl({ field, value, onChange }: ControlProps) {
  const single = (field.limit ?? 1) <= 1;
  const urls = single ? (typeof value === 'string' && value ? [value] : []) : Array.isArray(value) ? (value as string[]) : [];
  return (
    <ImageUpload
      value={urls}
      limit={field.limit ?? 1}
      uploadKey={field.uploadKey}
      strict={field.strict}
      onChange={(next) => onChange?.(single ? (next[0] ?? '') : next)}
    />
  );
}

/** The add/edit form control of a field. */
export function FormControl(props: ControlProps) {
  const { field, options, id, value, onChange, checked } = props;
  const selectOptions = useOptionList(options);
  const common = { id, onChange: onChange as never };
  switch (field.type) {
    case 'number':
      return <InputNumber {...common} value={value as number} min={field.min} max={field.max} style={{ width: '100%' }} />;
    case 'money':
      return <InputNumber {...common} value={value as number} min={field.min ?? 0} max={field.max} precision={2} prefix="￥" style={{ width: '100%' }} />;
    case 'select':
      return (
        <Select
          {...common}
          value={value as string}
          mode={field.multiple ? 'multiple' : undefined}
          options={selectOptions}
          allowClear={!field.required}
          showSearch={{ optionFilterProp: 'label' }}
        />
      );
    case 'switch':
      return <Switch id={id} checked={Boolean(checked)} onChange={onChange as never} />;
    case 'date':
      return <DatePicker {...common} value={value as never} format={datePattern()} style={{ width: '100%' }} />;
    case 'datetime':
      return <DatePicker {...common} value={value as never} showTime format={dateTimePattern()} style={{ width: '100%' }} />;
    case 'time':
      return <TimeOfDayPicker {...common} value={value as string} style={{ width: '100%' }} />;
    case 'image':
      return <ImageControl {...props} />;
    case 'textarea':
      return <Input.TextArea {...common} value={value as string} maxLength={field.maxLength} rows={3} />;
    case 'password':
      return <Input.Password {...common} value={value as string} maxLength={field.maxLength} autoComplete="new-password" />;
    default:
      return <Input {...common} value={value as string} maxLength={field.maxLength} />;
  }
}

/** The search form control of a field; dates may search a range. */
export function SearchControl(props: ControlProps) {
  const { field, options, id, value, onChange } = props;
  const { t } = useTranslation();
  const selectOptions = useOptionList(options);
  const common = { id, onChange: onChange as never, placeholder: t(field.label) };
  const wide = { minWidth: 180 };
  switch (field.type) {
    case 'number':
    case 'money':
      return <InputNumber {...common} value={value as number} precision={field.type === 'money' ? 2 : undefined} style={wide} />;
    case 'select':
      return <Select {...common} value={value as string} options={selectOptions} allowClear showSearch={{ optionFilterProp: 'label' }} style={wide} />;
    case 'switch':
      return (
        <Select
          {...common}
          value={value as never}
          allowClear
          style={wide}
          options={[
            { value: true as never, label: t('widgets.common.yes') },
            { value: false as never, label: t('widgets.common.no') },
          ]}
        />
      );
    case 'date':
    case 'datetime': {
      const format = field.type === 'datetime' ? dateTimePattern() : datePattern();
      return field.rangeKeys ? (
        <DatePicker.RangePicker id={id} value={value as never} onChange={onChange as never} showTime={field.type === 'datetime'} format={format} />
      ) : (
        <DatePicker {...common} value={value as never} showTime={field.type === 'datetime'} format={format} />
      );
    }
    case 'time':
      return <TimeOfDayPicker {...common} value={value as string} style={wide} />;
    default:
      return <Input {...common} value={value as string} allowClear style={wide} />;
  }
}
