import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Button, Col, Image, Row as Grid, Space, Table, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BlobEndpointId, InputOf, JsonEndpointId, PageEndpointId, RecordOf } from '@canteen/contract';
import { call, download } from '@/api';
import { endpointOf } from '@/api/endpoints';
import { usePagedList, type PageFilters } from '@/components/Pagination/usePagedList';
import PrintDialog, { PRINT_STATE, type PrintColumn, type PrintState } from '@/components/PrintDialog';
import WideTable from '@/components/WideTable';
import EditDialog from './EditDialog';
import SearchBar from './SearchBar';
import { useFieldOptions } from './useFieldOptions';
import {
  cellText,
  formValuesToContent,
  recordToFormValues,
  searchValuesToQuery,
  showsInForm,
  showsInSearch,
  showsInTable,
} from './fieldValues';
import type { FieldDef, FormMode, Row } from './types';
import { EditAction, RemoveAction } from './RowActions';
import { withBounds } from './fromContract';

export type { FieldDef, FieldOption, FieldType, FormMode, Row } from './types';
export { fieldsFrom, withBounds, type ContractField, type InputKey } from './fromContract';

export interface ResourcePrint {
  /** Display mode of the print dialog (default: a table). */
  state?: PrintState;
  /** i18n key of the printed header (default: the page title). */
  title?: string;
  amountKey?: string;
  quantityKey?: string;
  imageKey?: string;
  /** The statistics time range printed under the header, from the current query. */
  timeRange?: (query: Row) => string | [string, string] | undefined;
}

/** Props of a list page; the row type (`RecordOf<Id>`) is the paged list's. */
export interface ResourcePageProps<Id extends PageEndpointId> {
  /** i18n key of what the page lists; names the export file and the print header. */
  title: string;
  /** The record's id property; also the `{id}` sent to the remove call. */
  rowKey: keyof RecordOf<Id> & string;
  fields: FieldDef<RecordOf<Id>>[];
  /** Paged list: content is the filters plus page and limit, data is {records, total, page, limit}; its row type is the page's. */
  pageEndpoint: Id;
  /** The add and edit calls send the form's content (checked by the server's schema, 40000 shows on the fields). */
  addEndpoint?: JsonEndpointId;
  editEndpoint?: JsonEndpointId;
  /** Called with `{id}` (the path parameter) of the row. */
  removeEndpoint?: JsonEndpointId;
  /** The remove call's path parameter when it is not `id` (e.g. `ruleId` of `…/remove/{ruleId}`). */
  removeKey?: string;
  /** The values an add starts from, in record units (e.g. a switch that starts on). Default: none. */
  newRecord?: Row;
  /** Record → the values the form starts from, in record units (cents, ISO strings). Default: the record itself. */
  toForm?: (row: RecordOf<Id>) => Row;
  /** Form content (in record units) → what the add/edit call sends. Default: the content, plus the row key when editing. */
  fromForm?: (content: Row, mode: FormMode, row?: RecordOf<Id>) => Row;
  /** Export with the current filters, an .xlsx file. */
  exportEndpoint?: BlobEndpointId;
  /** Print the rows on screen through the print dialog. */
  print?: ResourcePrint | boolean;
  /** Filters always sent (e.g. the tree node chosen beside the list). */
  fixedQuery?: Partial<InputOf<Id>>;
  /** More buttons in a row's action cell. */
  extraActions?: (row: RecordOf<Id>) => ReactNode;
  /**
   * Width of the action column (fixed at the right): many actions wrap in it instead of covering the other columns.
   * Without it the column is as wide as its actions on one line.
   */
  actionsWidth?: number;
  /** More buttons in the toolbar; given the current filters and rows. */
  extraToolbar?: ReactNode | ((context: { query: Row; rows: RecordOf<Id>[] }) => ReactNode);
  /** Width of the add/edit dialog. */
  formWidth?: number;
  /** A tree beside the list (e.g. the organisations); the page filters by its chosen node through `fixedQuery`. */
  tree?: ReactNode;
  /** Rows the user can tick for batch actions (in `extraToolbar`); the page keeps the ticked keys. */
  rowSelection?: { selectedKeys: Key[]; onChange: (keys: Key[], rows: RecordOf<Id>[]) => void };
  /** i18n keys of what an empty table says: no rows, and the list could not be read (default: antd's "no data"). */
  emptyText?: { none: string; failed?: string };
}

/**
 * A list page from one field description (DESIGN §9): search form, toolbar (add, export, print),
 * table, pagination and the add/edit dialog, all reading `fields`.
 */
export default function ResourcePage<Id extends PageEndpointId>(props: ResourcePageProps<Id>) {
  type R = RecordOf<Id>;
  const { title, rowKey, pageEndpoint, addEndpoint, editEndpoint, removeEndpoint, exportEndpoint, print } = props;
  // The form's bounds come from the input of the call it sends (the add call's, else the edit call's).
  const formEndpoint = addEndpoint ?? editEndpoint;
  const fields = useMemo(
    () => (formEndpoint ? withBounds(endpointOf(formEndpoint).input, props.fields as FieldDef[]) : (props.fields as FieldDef[])),
    [formEndpoint, props.fields],
  );
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [filters, setFilters] = useState<Row>({});
  const [editing, setEditing] = useState<{ mode: FormMode; row?: R } | null>(null);
  const [exporting, setExporting] = useState(false);
  const options = useFieldOptions(pageEndpoint, fields);

  const filterQuery: Row = useMemo(() => ({ ...filters, ...props.fixedQuery }), [filters, props.fixedQuery]);
  // The search form's values are built from `fields` at run time: the server's schema checks them (40000).
  const { list, page, setPage, pager, refresh, ...paged } = usePagedList(pageEndpoint, filterQuery as PageFilters<Id>);
  const rows = paged.rows;

  const text = (f: FieldDef, row: Row) => cellText(f, row[f.key], options.get(f.key), t);
  const tableFields = fields.filter(showsInTable);

  const save = async (mode: FormMode, values: Row, row?: R) => {
    const endpoint = mode === 'add' ? addEndpoint : editEndpoint;
    if (!endpoint) return;
    const content = formValuesToContent(fields, values, mode);
    const body = props.fromForm ? props.fromForm(content, mode, row) : mode === 'edit' && row ? { [rowKey]: row[rowKey], ...content } : content;
    // The content is built from `fields`, whose form keys `fieldsFrom` types against the endpoint's input.
    await call(endpoint, body as InputOf<typeof endpoint>);
    void notice.success(t(mode === 'add' ? 'widgets.resource.added' : 'widgets.resource.edited'));
    await refresh();
  };

  const remove = async (row: R) => {
    if (!removeEndpoint) return;
    try {
      await call(removeEndpoint, { [props.removeKey ?? 'id']: row[rowKey] } as InputOf<typeof removeEndpoint>);
    } catch {
      return; // the request client has shown the server's message
    }
    void notice.success(t('widgets.resource.removed'));
    // Removing the last row of a later page goes back one page instead of showing an empty one.
    if (rows.length === 1 && page > 1) setPage(page - 1);
    await refresh();
  };

  const exportRows = async () => {
    if (!exportEndpoint) return;
    setExporting(true);
    try {
      // The file has the table's columns: the server writes the ones it knows, in this order.
      const content = { ...filterQuery, columns: tableFields.map((f) => f.key) };
      await download(exportEndpoint, content as InputOf<typeof exportEndpoint>, `${t(title)}.xlsx`);
    } catch {
      // the request client has shown why (e.g. more than 50 000 rows)
    } finally {
      setExporting(false);
    }
  };

  const hasActions = Boolean(editEndpoint || removeEndpoint || props.extraActions);
  const columns: TableColumnsType<R> = [
    ...tableFields.map((f) => ({
      key: f.key,
      dataIndex: f.key,
      title: t(f.label),
      width: f.width,
      render: (value: unknown, row: R) => {
        if (f.render) return f.render(value, row);
        if (f.type === 'image') return typeof value === 'string' && value ? <Image src={value} width={48} alt={t(f.label)} /> : null;
        return text(f, row);
      },
    })),
    ...(hasActions
      ? [
          {
            key: '__actions',
            title: t('widgets.common.actions'),
            fixed: 'right' as const,
            width: props.actionsWidth,
            render: (_: unknown, row: R) => (
              <Space size="small" wrap>
                {editEndpoint && <EditAction onClick={() => setEditing({ mode: 'edit', row })} />}
                {removeEndpoint && <RemoveAction onConfirm={() => remove(row)} />}
                {props.extraActions?.(row)}
              </Space>
            ),
          },
        ]
      : []),
  ];

  const printConfig = print === true ? {} : print || null;
  const printColumns: PrintColumn[] = tableFields
    .filter((f) => f.type !== 'image')
    .map((f) => ({ key: f.key, title: t(f.label), format: (_value, row) => text(f, row) }));

  const formFields = editing ? fields.filter((f) => showsInForm(f, editing.mode)) : [];
  const initialValues = editing?.row
    ? recordToFormValues(fields, props.toForm ? props.toForm(editing.row) : editing.row, 'edit')
    : recordToFormValues(fields, props.newRecord ?? {}, 'add');

  const listPage = (
    <div>
      {noticeHolder}
      <SearchBar
        fields={fields.filter(showsInSearch)}
        options={options}
        onSearch={(values) => {
          setFilters(searchValuesToQuery(fields, values));
          setPage(1);
          // Searching again with the same filters still asks the server: the user wants fresh rows.
          void refresh();
        }}
        onReset={() => {
          setFilters({});
          setPage(1);
        }}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        {addEndpoint && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
            {t('widgets.resource.add')}
          </Button>
        )}
        {exportEndpoint && (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportRows()}>
            {t('widgets.resource.export')}
          </Button>
        )}
        {printConfig && (
          <PrintDialog
            columns={printColumns}
            rows={rows}
            state={printConfig.state ?? PRINT_STATE.table}
            title={t(printConfig.title ?? title)}
            timeRange={printConfig.timeRange?.(filterQuery)}
            amountKey={printConfig.amountKey}
            quantityKey={printConfig.quantityKey}
            imageKey={printConfig.imageKey}
          />
        )}
        {typeof props.extraToolbar === 'function' ? props.extraToolbar({ query: filterQuery, rows }) : props.extraToolbar}
      </Space>
      <WideTable>
        <Table<R>
          rowKey={rowKey}
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="middle"
          bordered
          rowSelection={props.rowSelection && { selectedRowKeys: props.rowSelection.selectedKeys, onChange: props.rowSelection.onChange }}
          locale={props.emptyText && { emptyText: t((list.isError && props.emptyText.failed) || props.emptyText.none) }}
        />
      </WideTable>
      {pager}
      {editing && (
        <EditDialog
          mode={editing.mode}
          initialValues={initialValues}
          fields={formFields}
          options={options}
          width={props.formWidth}
          save={(values) => save(editing.mode, values, editing.row)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
  if (!props.tree) return listPage;
  return (
    <Grid gutter={16}>
      <Col xs={24} md={6}>
        {props.tree}
      </Col>
      <Col xs={24} md={18}>
        {listPage}
      </Col>
    </Grid>
  );
}
