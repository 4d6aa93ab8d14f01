import { type OperationLog } from '@canteen/contract';
import ResourcePage, { type Row } from '@/components/ResourcePage';
import { formatDateTime } from '@/shell/clock';
import { operationLogFields } from './fields';
import { endpointOf } from '@/api/endpoints';

const operationLogPage = endpointOf('admin.operationLogPage');

const shown = (iso: unknown) => (typeof iso === 'string' ? formatDateTime(iso) : '');

/** The searched period, printed under the header. */
function timeRange(query: Row): [string, string] | undefined {
  return query.from || query.to ? [shown(query.from), shown(query.to)] : undefined;
}

/** The 'system operation' report (/baobiaozhongxin/sysOperation, menu 1208000): every state-changing call. Read only. */
export default function SysOperationPage() {
  return (
    <ResourcePage<OperationLog>
      title="/baobiaozhongxin/sysOperation"
      rowKey="id"
      fields={operationLogFields}
      pageEndpoint={operationLogPage}
      print={{ state: 1, timeRange }}
    />
  );
}
