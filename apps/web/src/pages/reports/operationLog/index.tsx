import ResourcePage, { type Row } from '@/components/ResourcePage';
import { formatDateTime } from '@/shell/clock';
import { operationLogFields } from './fields';
import { PRINT_STATE } from '@/components/PrintDialog';

const operationLogPage = 'admin.operationLogPage';

const shown = (iso: unknown) => (typeof iso === 'string' ? formatDateTime(iso) : '');

/** The searched period, printed under the header. */
function timeRange(query: Row): [string, string] | undefined {
  return query.from || query.to ? [shown(query.from), shown(query.to)] : undefined;
}

/** The 'system operation' report (/baobiaozhongxin/sysOperation, menu 1208000): every state-changing call. Read only. */
export default function OperationLogPage() {
  return (
    <ResourcePage
      title="/baobiaozhongxin/sysOperation"
      rowKey="id"
      fields={operationLogFields}
      pageEndpoint={operationLogPage}
      print={{ state: PRINT_STATE.table, timeRange }}
    />
  );
}
