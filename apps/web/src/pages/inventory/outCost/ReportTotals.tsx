import { Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, formatSignedMoney, type InputOf } from '@canteen/contract';
import { call } from '@/api';
import type { Row } from '@/components/ResourcePage';

type ReportId = 'inventoryReports.outCost' | 'inventoryReports.inOutDetail' | 'inventoryReports.inventoryWarning' | 'inventoryReports.expiryWarning';

export interface TotalItem {
  /** Key of the report's `sum`; its label is the field's. */
  key: string;
  money?: boolean;
}

/**
 * The report's totals over every row the filters match (the server's `sum`, not only the page shown), beside the
 * toolbar. It reads the first page under the list's own query key, so the list's first page answers it.
 */
export default function ReportTotals({ endpoint, query, items }: { endpoint: ReportId; query: Row; items: TotalItem[] }) {
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
      <Typography.Text strong>{t('inventoryReports.totals')}</Typography.Text>
      {items.map((i) => (
        <Typography.Text key={i.key}>
          {t(`inventoryReports.field.${i.key}`)}: {i.money ? formatSignedMoney(sum[i.key]) : String(sum[i.key] ?? 0)}
        </Typography.Text>
      ))}
    </Space>
  );
}
