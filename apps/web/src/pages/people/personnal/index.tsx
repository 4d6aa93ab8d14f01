import { useMemo, useState } from 'react';
import { Button, Card, Col, Empty, Modal, Popconfirm, Row as Grid, Space, Table, Tree, TreeSelect, Upload, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined, EditOutlined, PlusOutlined, StopOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type Customer, type ImportFailure, type ImportResult, type OrgNode, type Page, type Reply } from '@canteen/contract';
import { call, download, upload } from '@/api';
import Pagination from '@/components/Pagination';
import type { FormMode, Row } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import SearchBar from '@/components/ResourcePage/SearchBar';
import { useFieldOptions } from '@/components/ResourcePage/useFieldOptions';
import { cellText, formValuesToContent, recordToFormValues, searchValuesToQuery, showsInForm, showsInSearch, showsInTable } from '@/components/ResourcePage/fieldValues';
import { IMPORT_RESULT_PATH, saveImportResult, toStoredImport } from '../importResult/store';
import { customerFields, photoCell } from './fields';
import PhotoExportButton from './PhotoExportButton';

const PAGE_ID = 'customers.page';

interface TreeItem {
  key: number;
  value: number;
  title: string;
  children: TreeItem[];
}
const toTreeData = (nodes: OrgNode[]): TreeItem[] => nodes.map((n) => ({ key: n.orgId, value: n.orgId, title: n.orgName, children: toTreeData(n.children) }));

/**
 * People records (/personal/personnal, menu 704000): the organisation tree filters the list (with the
 * organisations below); add, edit, cancel one or many, move to an organisation, import from xlsx.
 */
export default function PersonnalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const fields = useMemo(() => customerFields({ kind: true }), []);
  const options = useFieldOptions(PAGE_ID, fields);
  const [orgId, setOrgId] = useState<number | null>(null);
  const [filters, setFilters] = useState<Row>({});
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ mode: FormMode; row?: Customer } | null>(null);
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState<number | null>(null);

  const tree = useQuery({ queryKey: ['people.orgTree'], queryFn: () => call<OrgNode[]>('people.orgTree', {}) });
  const filterQuery = { ...filters, ...(orgId ? { orgId } : {}) };
  const query = { ...filterQuery, ...paging };
  const list = useQuery({ queryKey: [PAGE_ID, query], queryFn: () => call<Page<Customer>>(PAGE_ID, query), placeholderData: keepPreviousData });
  const rows = list.data?.records ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PAGE_ID] });

  const save = async (mode: FormMode, values: Row, row?: Customer) => {
    const content = formValuesToContent(fields, values, mode);
    await call(mode === 'add' ? 'customers.add' : 'customers.edit', mode === 'edit' && row ? { custId: row.custId, ...content } : content);
    void notice.success(t(mode === 'add' ? 'widgets.resource.added' : 'widgets.resource.edited'));
    await refresh();
  };

  /** Runs a call whose failure the request client has already shown; true when it succeeded. */
  const attempt = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return true;
    } catch {
      return false;
    }
  };
  const cancelOne = async (custId: number) => {
    if (!(await attempt(() => call('customers.cancel', { custId })))) return;
    void notice.success(t('customers.cancelled'));
    setSelected((s) => s.filter((id) => id !== custId));
    await refresh();
  };
  const cancelSelected = async () => {
    if (!(await attempt(() => call('customers.batchCancel', { custIds: selected })))) return;
    void notice.success(t('customers.cancelled'));
    setSelected([]);
    await refresh();
  };
  const move = async () => {
    if (!target || !(await attempt(() => call('customers.moveToOrg', { custIds: selected, orgId: target })))) return;
    void notice.success(t('customers.moved'));
    setMoving(false);
    setSelected([]);
    await refresh();
  };
  const importFile = async (mode: 'add' | 'update', file: File) => {
    let answer: ImportResult | Reply<ImportFailure>;
    try {
      answer = await upload<ImportResult | Reply<ImportFailure>>(mode === 'add' ? 'customers.importAdd' : 'customers.importUpdate', file);
    } catch {
      return; // not an xlsx, too many rows, a column missing: the request client has shown why
    }
    saveImportResult(toStoredImport(mode, file.name, answer));
    await refresh();
    void navigate(IMPORT_RESULT_PATH);
  };
  const importButton = (mode: 'add' | 'update', label: string) => (
    <Upload
      accept=".xlsx"
      showUploadList={false}
      beforeUpload={(file) => {
        void importFile(mode, file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />}>{t(label)}</Button>
    </Upload>
  );

  const columns: TableColumnsType<Customer> = [
    ...fields.filter(showsInTable).map((f) => ({
      key: f.key,
      dataIndex: f.key,
      title: t(f.label),
      width: f.width,
      render: (value: unknown, row: Customer) => (f.type === 'image' ? photoCell(value) : cellText(f, (row as unknown as Row)[f.key], options.get(f.key), t)),
    })),
    {
      key: '__actions',
      title: t('widgets.common.actions'),
      fixed: 'right' as const,
      render: (_: unknown, row: Customer) => (
        <Space size="small" wrap>
          <Button type="link" size="small" onClick={() => void navigate(`/personal/personnal/detail?id=${row.custId}`)}>
            {t('customers.detail')}
          </Button>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ mode: 'edit', row })}>
            {t('widgets.resource.edit')}
          </Button>
          <Popconfirm title={t('customers.confirmCancel')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => cancelOne(row.custId)}>
            <Button type="link" size="small" danger icon={<StopOutlined />}>
              {t('customers.cancel')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const initialValues = editing?.row
    ? recordToFormValues(fields, editing.row as unknown as Row, 'edit')
    : recordToFormValues(fields, { orgId: orgId ?? undefined, kind: 'staff', sex: 0 }, 'add');

  return (
    <Grid gutter={16}>
      {noticeHolder}
      <Col xs={24} md={6}>
        <Card size="small" title={t('customers.orgTree')}>
          {tree.data?.length ? (
            <Tree
              blockNode
              defaultExpandAll
              treeData={toTreeData(tree.data)}
              selectedKeys={orgId ? [orgId] : []}
              onSelect={(keys) => {
                setOrgId(keys.length ? Number(keys[0]) : null);
                setPaging((p) => ({ ...p, page: 1 }));
              }}
            />
          ) : (
            <Empty description={t('customers.noOrgs')} />
          )}
        </Card>
      </Col>
      <Col xs={24} md={18}>
        <SearchBar
          fields={fields.filter(showsInSearch)}
          options={options}
          onSearch={(values) => {
            setFilters(searchValuesToQuery(fields, values));
            setPaging((p) => ({ ...p, page: 1 }));
            void refresh();
          }}
          onReset={() => {
            setFilters({});
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add' })}>
            {t('widgets.resource.add')}
          </Button>
          <Popconfirm
            title={t('customers.confirmBatchCancel', { count: selected.length })}
            okText={t('widgets.common.ok')}
            cancelText={t('widgets.common.cancel')}
            onConfirm={cancelSelected}
            disabled={!selected.length}
          >
            <Button danger icon={<StopOutlined />} disabled={!selected.length}>
              {t('customers.batchCancel')}
            </Button>
          </Popconfirm>
          <Button icon={<SwapOutlined />} disabled={!selected.length} onClick={() => setMoving(true)}>
            {t('customers.move')}
          </Button>
          {importButton('add', 'customers.import')}
          {importButton('update', 'customers.importUpdate')}
          <Button icon={<DownloadOutlined />} onClick={() => void download('customers.importTemplate', {}, t('customers.templateFile')).catch(() => undefined)}>
            {t('customers.template')}
          </Button>
          <PhotoExportButton selected={rows.filter((r) => selected.includes(r.custId))} query={filterQuery} />
        </Space>
        <Table<Customer>
          rowKey="custId"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="middle"
          bordered
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        />
        <Pagination page={paging.page} limit={paging.limit} total={list.data?.total ?? 0} onChange={(page, limit) => setPaging({ page, limit })} />
      </Col>
      {editing && (
        <EditDialog
          mode={editing.mode}
          initialValues={initialValues}
          fields={fields.filter((f) => showsInForm(f, editing.mode))}
          options={options}
          width={720}
          save={(values) => save(editing.mode, values, editing.row)}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal
        open={moving}
        title={t('customers.moveTitle', { count: selected.length })}
        okText={t('widgets.common.ok')}
        cancelText={t('widgets.common.cancel')}
        okButtonProps={{ disabled: !target }}
        onOk={() => void move()}
        onCancel={() => setMoving(false)}
        destroyOnHidden
      >
        <TreeSelect
          style={{ width: '100%' }}
          aria-label={t('customers.moveTarget')}
          placeholder={t('customers.moveTarget')}
          treeDefaultExpandAll
          treeData={toTreeData(tree.data ?? [])}
          value={target ?? undefined}
          onChange={(v) => setTarget(v ?? null)}
        />
      </Modal>
    </Grid>
  );
}
