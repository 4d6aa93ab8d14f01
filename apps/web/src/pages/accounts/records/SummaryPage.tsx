import { useState } from 'react';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type AnyEndpoint, type Page } from '@canteen/contract';
import { call, download } from '@/api';
import Pagination from '@/components/Pagination';
import PrintDialog from '@/components/PrintDialog';
import SearchBar from '@/components/ResourcePage/SearchBar';
import { useFieldOptions } from '@/components/ResourcePage/useFieldOptions';
import { cellText, searchValuesToQuery, showsInSearch, showsInTable } from '@/components/ResourcePage/fieldValues';
import type { FieldDef, Row } from '@/components/ResourcePage';
import { periodRange } from './fields';

export interface SummaryPageProps {
  /** i18n key (a route path) of the page: names the export file and the print header. */
  title: string;
  rowKey: string;
  fields: FieldDef[];
  pageEndpoint: AnyEndpoint;
  exportEndpoint: AnyEndpoint;
  /** Filters sent before the user searches (e.g. the default grouping). */
  initialQuery?: Row;
}

/**
 * A summary: filters, the grouped rows with paging, and the total row of every group (the server's `sum`) under the
 * table, in print and in the export.
 */
export default function SummaryPage({ title, rowKey, fields, pageEndpoint, exportEndpoint, initialQuery }: SummaryPageProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Row>(initialQuery ?? {});
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  const options = useFieldOptions(pageEndpoint.id, fields);
  const query = { ...filters, ...paging };
  const data = useQuery({
    queryKey: [pageEndpoint.id, query],
    queryFn: () => call(pageEndpoint, query) as Promise<Page<Row> & { sum: Row }>,
    placeholderData: keepPreviousData,
  });
  const rows = data.data?.records ?? [];
  const sum = data.data?.sum;
  const shown = fields.filter(showsInTable);
  const text = (f: FieldDef, row: Row) => cellText(f, row[f.key], options.get(f.key), t);
  const totalRow: Row | null = sum ? { ...sum, [shown[0].key]: t('accountRecords.total') } : null;

  const columns: TableColumnsType<Row> = shown.map((f) => ({ key: f.key, dataIndex: f.key, title: t(f.label), width: f.width, render: (_: unknown, row: Row) => text(f, row) }));

  const exportRows = async () => {
    setExporting(true);
    try {
      await download(exportEndpoint, filters, `${t(title)}.xlsx`);
    } catch {
      // the request client has shown why (e.g. more than 50 000 rows)
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <SearchBar
        fields={fields.filter(showsInSearch)}
        options={options}
        onSearch={(values) => {
          setFilters({ ...initialQuery, ...searchValuesToQuery(fields, values) });
          setPaging((p) => ({ ...p, page: 1 }));
          void data.refetch();
        }}
        onReset={() => {
          setFilters(initialQuery ?? {});
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportRows()}>
          {t('widgets.resource.export')}
        </Button>
        <PrintDialog
          columns={shown.map((f) => ({ key: f.key, title: t(f.label), format: (_v, row) => (row === totalRow && f === shown[0] ? String(row[f.key]) : text(f, row)) }))}
          rows={totalRow ? [...rows, totalRow] : rows}
          state={1}
          title={t(title)}
          timeRange={periodRange(filters)}
        />
      </Space>
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={data.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        size="middle"
        bordered
        summary={() =>
          totalRow ? (
            <Table.Summary.Row>
              {shown.map((f, i) => (
                <Table.Summary.Cell key={f.key} index={i}>
                  <strong>{i === 0 ? t('accountRecords.total') : f.key in totalRow ? text(f, totalRow) : ''}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
      <Pagination page={paging.page} limit={paging.limit} total={data.data?.total ?? 0} onChange={(page, limit) => setPaging({ page, limit })} />
    </div>
  );
}
