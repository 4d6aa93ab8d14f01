import { useMemo, useState } from 'react';
import { Button, Card, Col, Empty, Modal, Popconfirm, Row as Grid, Space, Table, Tree, TreeSelect, Upload, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined, EditOutlined, PlusOutlined, StopOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Person, ImportResult, InputOf, OrgNode } from '@canteen/contract';
import { call, download, upload, type PassThroughReply } from '@/api';
import { usePagedList, type PageFilters } from '@/components/Pagination/usePagedList';
import type { FormMode, Row } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import SearchBar from '@/components/ResourcePage/SearchBar';
import { useFieldOptions } from '@/components/ResourcePage/useFieldOptions';
import { cellText, formValuesToContent, recordToFormValues, searchValuesToQuery, showsInForm, showsInSearch, showsInTable } from '@/components/ResourcePage/fieldValues';
import { IMPORT_RESULT_PATH, saveImportResult, toStoredImport } from '../importResult/store';
import { personFields, photoCell } from './fields';
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
export default function PersonsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [notice, noticeHolder] = message.useMessage();
  const fields = useMemo(() => personFields({ kind: true }), []);
  const options = useFieldOptions(PAGE_ID, fields);
  const [orgId, setOrgId] = useState<number | null>(null);
  const [filters, setFilters] = useState<Row>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ mode: FormMode; row?: Person } | null>(null);
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState<number | null>(null);

  const tree = useQuery({ queryKey: ['people.orgTree'], queryFn: () => call('people.orgTree', {}) });
  const filterQuery = { ...filters, ...(orgId ? { orgId } : {}) };
  // The search form's values come from the field descriptions: the server's schema checks them (40000).
  const { list, rows, setPage, pager, refresh } = usePagedList(PAGE_ID, filterQuery as PageFilters<typeof PAGE_ID>);

  const save = async (mode: FormMode, values: Row, row?: Person) => {
    // The content comes from the field descriptions: the server's schema checks it (40000 shows on the fields).
    const content = formValuesToContent(fields, values, mode) as InputOf<'customers.add'>;
    if (mode === 'edit' && row) await call('customers.edit', { custId: row.custId, ...content });
    else await call('customers.add', content);
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
    let answer: ImportResult | PassThroughReply;
    try {
      answer = await upload(mode === 'add' ? 'customers.importAdd' : 'customers.importUpdate', file);
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

  const columns: TableColumnsType<Person> = [
    ...fields.filter(showsInTable).map((f) => ({
      key: f.key,
      dataIndex: f.key,
      title: t(f.label),
      width: f.width,
      render: (value: unknown, row: Person) => (f.type === 'image' ? photoCell(value) : cellText(f, (row as unknown as Row)[f.key], options.get(f.key), t)),
    })),
    {
      key: '__actions',
      title: t('widgets.common.actions'),
      fixed: 'right' as const,
      render: (_: unknown, row: Person) => (
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
            setPage(1);
            void refresh();
          }}
          onReset={() => {
            setFilters({});
            setPage(1);
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
        <Table<Person>
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
        {pager}
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
