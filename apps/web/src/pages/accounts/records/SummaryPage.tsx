import { useState } from 'react';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BlobEndpointId, InputOf, PageEndpointId } from '@canteen/contract';
import { download } from '@/api';
import { usePagedList, type PageFilters } from '@/components/Pagination/usePagedList';
import PrintDialog, { PRINT_STATE } from '@/components/PrintDialog';
import SearchBar from '@/components/ResourcePage/SearchBar';
import { useFieldOptions } from '@/components/ResourcePage/useFieldOptions';
import { cellText, searchValuesToQuery, showsInSearch, showsInTable } from '@/components/ResourcePage/fieldValues';
import type { FieldDef, Row } from '@/components/ResourcePage';
import { periodRange } from './fields';

export interface SummaryPageProps<Id extends PageEndpointId> {
  /** i18n key (a route path) of the page: names the export file and the print header. */
  title: string;
  rowKey: string;
  fields: FieldDef[];
  /** A page of groups with the total of every group (`sum`) beside it. */
  pageEndpoint: Id;
  exportEndpoint: BlobEndpointId;
  /** Filters sent before the user searches (e.g. the default grouping). */
  initialQuery?: Row;
}

/**
 * A summary: filters, the grouped rows with paging, and the total row of every group (the server's `sum`) under the
 * table, in print and in the export.
 */
export default function SummaryPage<Id extends PageEndpointId>({ title, rowKey, fields, pageEndpoint, exportEndpoint, initialQuery }: SummaryPageProps<Id>) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Row>(initialQuery ?? {});
  const [exporting, setExporting] = useState(false);
  const options = useFieldOptions(pageEndpoint, fields);
  // The filters come from the field descriptions at run time: the server's schema checks them (40000).
  const { list, setPage, pager, refresh, ...paged } = usePagedList(pageEndpoint, filters as PageFilters<Id>);
  const rows = paged.rows as Row[];
  const sum = (list.data as { sum?: Row } | undefined)?.sum;
  const shown = fields.filter(showsInTable);
  const text = (f: FieldDef, row: Row) => cellText(f, row[f.key], options.get(f.key), t);
  const totalRow: Row | null = sum ? { ...sum, [shown[0].key]: t('accountRecords.total') } : null;

  const columns: TableColumnsType<Row> = shown.map((f) => ({ key: f.key, dataIndex: f.key, title: t(f.label), width: f.width, render: (_: unknown, row: Row) => text(f, row) }));

  const exportRows = async () => {
    setExporting(true);
    try {
      // The file has the table's columns, in its order.
      const content = { ...filters, columns: shown.map((f) => f.key) };
      await download(exportEndpoint, content as InputOf<typeof exportEndpoint>, `${t(title)}.xlsx`);
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
          setPage(1);
          void refresh();
        }}
        onReset={() => {
          setFilters(initialQuery ?? {});
          setPage(1);
        }}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportRows()}>
          {t('widgets.resource.export')}
        </Button>
        <PrintDialog
          columns={shown.map((f) => ({ key: f.key, title: t(f.label), format: (_v, row) => (row === totalRow && f === shown[0] ? String(row[f.key]) : text(f, row)) }))}
          rows={totalRow ? [...rows, totalRow] : rows}
          state={PRINT_STATE.table}
          title={t(title)}
          timeRange={periodRange(filters)}
        />
      </Space>
      <Table<Row>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
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
      {pager}
    </div>
  );
}
