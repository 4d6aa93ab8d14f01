import { useId } from 'react';
import { Button, Form, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SearchControl } from './controls';
import type { FieldDef, FieldOption, Row } from './types';

interface SearchBarProps {
  fields: FieldDef[];
  options: Map<string, FieldOption[]>;
  onSearch: (values: Row) => void;
  onReset: () => void;
}

/** The filters of a list: one control per searchable field, then search and reset. */
export default function SearchBar({ fields, options, onSearch, onReset }: SearchBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  // A page-unique form name keeps control ids (and so label links) apart across forms and kept-alive pages.
  const formName = `search${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  if (fields.length === 0) return null;
  return (
    <Form form={form} name={formName} layout="inline" onFinish={onSearch} style={{ rowGap: 12, marginBottom: 16 }}>
      {fields.map((f) => (
        <Form.Item key={f.key} name={f.key} label={t(f.label)}>
          <SearchControl field={f} options={options.get(f.key)} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('widgets.resource.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('widgets.resource.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
