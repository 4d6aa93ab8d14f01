import { Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, formatSignedMoney, type InputOf, type JsonEndpointId } from '@canteen/contract';
import { call } from '@/api';
import type { Row } from '@/components/ResourcePage';

export interface TotalItem {
  /** Key of the report's `sum`. */
  key: string;
  money?: boolean;
}

/**
 * A report's totals over every row the filters match (the server's `sum`, not only the page shown), beside the
 * toolbar. It reads the first page under the list's own query key, so the list's first page answers it. `label`
 * names a total by its key (the table field's own label).
 */
export default function ReportTotals({ endpoint, query, items, label }: { endpoint: JsonEndpointId; query: Row; items: TotalItem[]; label: (key: string) => string }) {
  const { t } = useTranslation();
  const content = { ...query, page: 1, limit: DEFAULT_PAGE_SIZE };
  const totals = useQuery({
    queryKey: [endpoint, content],
    queryFn: ({ signal }) => call(endpoint, content as InputOf<typeof endpoint>, { signal }),
  });
  const sum = (totals.data as { sum?: Record<string, number> } | undefined)?.sum;
  if (!sum) return null;
  return (
    <Space size="middle" wrap>
      <Typography.Text strong>{t('widgets.reportTotals')}</Typography.Text>
      {items.map((i) => (
        <Typography.Text key={i.key}>
          {label(i.key)}: {i.money ? formatSignedMoney(sum[i.key]) : String(sum[i.key] ?? 0)}
        </Typography.Text>
      ))}
    </Space>
  );
}
