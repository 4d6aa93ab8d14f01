import { useMemo, useState } from 'react';
import { Button, Popconfirm, Upload, message } from 'antd';
import { DownloadOutlined, StopOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@canteen/contract';
import { call, download, upload, type PassThroughReply } from '@/api';
import ResourcePage from '@/components/ResourcePage';
import TreeSide from '@/components/TreeSide';
import { IMPORT_RESULT_PATH, saveImportResult, toStoredImport } from '../importResult/store';
import { ORG_SHAPE, useOrgTree } from '../shared/orgTree';
import { personFields } from './fields';
import MoveDialog from './MoveDialog';
import PhotoExportButton from './PhotoExportButton';

const PAGE_ID = 'customers.page';

/** Runs a call whose failure the request client has already shown; true when it succeeded. */
async function attempt(run: () => Promise<unknown>) {
  try {
    await run();
    return true;
  } catch {
    return false;
  }
}

/**
 * People records (/personal/personnal, menu 704000): the organisation tree filters the list (with the
 * organisations below); add, edit, cancel one or many, move to an organisation, import from xlsx, export photos.
 */
export default function PersonsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const fields = useMemo(() => personFields({ kind: true }), []);
  const tree = useOrgTree();
  const [orgId, setOrgId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [moving, setMoving] = useState(false);
  const fixedQuery = useMemo(() => (orgId ? { orgId } : {}), [orgId]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PAGE_ID] });

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
  const move = async (target: number) => {
    if (!(await attempt(() => call('customers.moveToOrg', { custIds: selected, orgId: target })))) return;
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

  return (
    <>
      {noticeHolder}
      <ResourcePage
        title="customers.title"
        rowKey="custId"
        fields={fields}
        pageEndpoint={PAGE_ID}
        addEndpoint="customers.add"
        editEndpoint="customers.edit"
        fixedQuery={fixedQuery}
        // A person added with an organisation chosen in the tree starts in it.
        newRecord={{ orgId: orgId ?? undefined, kind: 'staff', sex: 0 }}
        formWidth={720}
        tree={<TreeSide title="customers.orgTree" empty="customers.noOrgs" nodes={tree.data} shape={ORG_SHAPE} selected={orgId} onSelect={setOrgId} />}
        rowSelection={{ selectedKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        extraActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => void navigate(`/personal/personnal/detail?id=${row.custId}`)}>
              {t('customers.detail')}
            </Button>
            <Popconfirm title={t('customers.confirmCancel')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => cancelOne(row.custId)}>
              <Button type="link" size="small" danger icon={<StopOutlined />}>
                {t('customers.cancel')}
              </Button>
            </Popconfirm>
          </>
        )}
        extraToolbar={({ query, rows }) => (
          <>
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
            <PhotoExportButton selected={rows.filter((r) => selected.includes(r.custId))} query={query} />
          </>
        )}
      />
      {moving && <MoveDialog count={selected.length} tree={tree.data ?? []} onMove={move} onClose={() => setMoving(false)} />}
    </>
  );
}
