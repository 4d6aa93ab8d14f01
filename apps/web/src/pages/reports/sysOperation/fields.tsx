import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code, type OperationLog } from '@canteen/contract';
import type { FieldDef } from '@/components/ResourcePage';
import { operationName } from '@/i18n/operationName';

/** 10000 is a success; any other reply code is shown as it is, in red. */
function ResultTag({ code }: { code: unknown }) {
  const { t } = useTranslation();
  return code === Code.OK ? <Tag color="success">{t('admin.log.success')}</Tag> : <Tag color="error">{String(code)}</Tag>;
}

function Operation({ row }: { row: OperationLog }) {
  const { t } = useTranslation();
  return (
    <>
      <div>{operationName(t, row.endpointId, row.summary)}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {row.endpointId}
      </Typography.Text>
    </>
  );
}

/** The operation log (admin.operationLogPage): table, search and print columns. */
export const operationLogFields: FieldDef<OperationLog>[] = [
  { key: 'at', label: 'admin.log.at', type: 'datetime', inSearch: true, rangeKeys: ['from', 'to'] },
  { key: 'username', label: 'admin.log.username', type: 'text', inSearch: true },
  { key: 'endpointId', label: 'admin.log.endpointId', type: 'text', inSearch: true, inTable: false },
  { key: 'summary', label: 'admin.log.summary', type: 'text', render: (_, row) => <Operation row={row} /> },
  { key: 'method', label: 'admin.log.method', type: 'text' },
  { key: 'path', label: 'admin.log.path', type: 'text' },
  { key: 'ip', label: 'admin.log.ip', type: 'text' },
  // A select so the printed cell reads 'success' for 10000 and the code otherwise, like the table.
  { key: 'code', label: 'admin.log.result', type: 'select', options: [{ value: Code.OK, label: 'admin.log.success' }], render: (code) => <ResultTag code={code} /> },
  { key: 'durationMs', label: 'admin.log.durationMs', type: 'number' },
  { key: 'failedOnly', label: 'admin.log.failedOnly', type: 'switch', inSearch: true, inTable: false },
];
