import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';

interface PeopleSelectProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}

const DIGITS = /^\d+$/;

/** Several people found by name or number (digits search the number); a Form.Item control keeping their custIds. */
export default function PeopleSelect({ id, value, onChange }: PeopleSelectProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // Names of the people chosen so far, so a chosen tag keeps its name once the search moves on.
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const search = text.trim();
  const found = useQuery({
    queryKey: ['marketingRewardsPeople', search],
    queryFn: () => call('customers.page', { ...(DIGITS.test(search) ? { custNum: search } : { custName: search }), page: 1, limit: 20 }, { loading: false }),
    enabled: search.length > 0,
    staleTime: 30_000,
  });
  const results = (found.data?.records ?? []).map((c) => ({ value: c.custId, label: `${c.custName} (${c.custNum})` }));
  const shown = new Map(known);
  for (const r of results) shown.set(r.value, r.label);
  const options = [...shown].map(([v, label]) => ({ value: v, label }));
  for (const v of value ?? []) if (!shown.has(v)) options.push({ value: v, label: `#${v}` });
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={(next) => {
        setKnown(new Map(next.map((v) => [v, shown.get(v) ?? `#${v}`])));
        onChange?.(next);
      }}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      loading={found.isFetching}
      placeholder={t('marketingRewards.person.placeholder')}
      notFoundContent={search ? t('marketingRewards.person.none') : t('marketingRewards.person.placeholder')}
      options={options}
    />
  );
}
