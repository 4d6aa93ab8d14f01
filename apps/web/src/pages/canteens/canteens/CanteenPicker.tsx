import { useEffect } from 'react';
import { Empty, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';

/** Chooses the canteen a tab works on; the first visible canteen is chosen at the start. */
export default function CanteenPicker({ value, onChange }: { value: number | null; onChange: (canteenId: number) => void }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['canteens.canteenList'], queryFn: () => call('canteens.canteenList') });
  const first = list.data?.[0]?.canteenId;
  useEffect(() => {
    if (value === null && first !== undefined) onChange(first);
  }, [value, first, onChange]);
  if (list.data && !list.data.length) return <Empty description={t('canteens.noCanteens')} />;
  return (
    <Space style={{ marginBottom: 16 }}>
      <span>{t('canteens.canteen.name')}</span>
      <Select
        aria-label={t('canteens.canteen.name')}
        style={{ minWidth: 220 }}
        value={value ?? undefined}
        loading={list.isPending}
        options={(list.data ?? []).map((c) => ({ value: c.canteenId, label: c.canteenName }))}
        onChange={onChange}
      />
    </Space>
  );
}
