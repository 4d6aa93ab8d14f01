import { useTranslation } from 'react-i18next';
import { catalogue, Code, isWrite, type OperationLog } from '@canteen/contract';
import type { FieldDef } from '@/components/ResourcePage';
import { operationName } from '@/i18n/operationName';
import OperationResult from './OperationResult';

/** The operation in the reader's language; its endpoint id on hover. */
function Operation({ row }: { row: OperationLog }) {
  const { t } = useTranslation();
  return <span title={row.endpointId}>{operationName(t, row.endpointId, row.summary)}</span>;
}

/** What the log records (every state-changing call, and logins), named in the reader's language: searched and printed by name. */
const OPERATION_OPTIONS = [...catalogue.filter(isWrite).map((e) => e.id), 'auth.token'].map((id) => ({ value: id, label: `api.${id}` }));

/** Every reply code read as success or failure, so the printed column reads as words like the table. */
const RESULT_OPTIONS = Object.values(Code).map((code) => ({ value: code, label: code === Code.OK ? 'admin.log.success' : 'admin.log.failure' }));

/** The operation log (admin.operationLogPage): table, search and print columns. */
export const operationLogFields: FieldDef<OperationLog>[] = [
  { key: 'at', label: 'admin.log.at', type: 'datetime', inSearch: true, rangeKeys: ['from', 'to'] },
  { key: 'username', label: 'admin.log.username', type: 'text', inSearch: true },
  { key: 'endpointId', label: 'admin.log.summary', type: 'select', options: OPERATION_OPTIONS, inSearch: true, render: (_, row) => <Operation row={row} /> },
  { key: 'method', label: 'admin.log.method', type: 'text' },
  { key: 'path', label: 'admin.log.path', type: 'text' },
  { key: 'ip', label: 'admin.log.ip', type: 'text' },
  { key: 'code', label: 'admin.log.result', type: 'select', options: RESULT_OPTIONS, render: (_, row) => <OperationResult code={row.code} msg={row.msg} /> },
  { key: 'durationMs', label: 'admin.log.durationMs', type: 'number' },
  { key: 'failedOnly', label: 'admin.log.failedOnly', type: 'switch', inSearch: true, inTable: false },
];
