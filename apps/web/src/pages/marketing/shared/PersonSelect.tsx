import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';

interface PersonSelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

const DIGITS = /^\d+$/;

/** Finds a person by name or number (digits search the number) and keeps their custId; a Form.Item control. */
export default function PersonSelect({ id, value, onChange }: PersonSelectProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = text.trim();
  const found = useQuery({
    queryKey: ['marketingPersonSearch', search],
    queryFn: () => call('customers.page', { ...(DIGITS.test(search) ? { custNum: search } : { custName: search }), page: 1, limit: 20 }, { loading: false }),
    enabled: search.length > 0,
    staleTime: 30_000,
  });
  const options = (found.data?.records ?? []).map((c) => ({ value: c.custId, label: `${c.custName} (${c.custNum})` }));
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      loading={found.isFetching}
      placeholder={t('marketing.person.placeholder')}
      notFoundContent={search ? t('marketing.person.none') : t('marketing.person.hint')}
      options={options}
    />
  );
}
