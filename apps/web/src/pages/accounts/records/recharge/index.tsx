import { Button, Popconfirm, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RECHARGE_RECORD_TYPES, type MoneyRecord } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { f, periodRange, personFields } from '../fields';

const pageEndpoint = 'accountRecords.rechargePage';
const exportEndpoint = 'accountRecords.rechargeExport';
const revokeEndpoint = 'accounts.revokeRecharge';

const fields: FieldDef<MoneyRecord>[] = [
  ...personFields,
  f.tradeType(RECHARGE_RECORD_TYPES, true),
  f.amount,
  f.payType(true),
  { key: 'state', label: 'accountRecords.state', type: 'select', options: [{ value: 'done', label: 'accountRecords.state.done' }, { value: 'revoked', label: 'accountRecords.state.revoked' }], inForm: false },
  f.operator,
  f.at,
  f.period,
  f.bizNo,
  f.remark,
];

/** Revokes a recharge (after a confirm) with a fresh business number; the server refuses once the money is spent. */
function RevokeAction({ row }: { row: MoneyRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  if (row.tradeType !== 'recharge' || row.state !== 'done') return null;
  const revoke = async () => {
    try {
      await call(revokeEndpoint, { rechargeId: row.txnId, bizNo: `REV-${Date.now()}-${row.txnId}` });
    } catch {
      return; // the request client has shown why
    }
    void notice.success(t('accountRecords.revoked'));
    await queryClient.invalidateQueries({ queryKey: [pageEndpoint] });
  };
  return (
    <>
      {holder}
      <Popconfirm title={t('accountRecords.revokeConfirm')} onConfirm={() => revoke()}>
        <Button type="link" size="small" danger>
          {t('accountRecords.revoke')}
        </Button>
      </Popconfirm>
    </>
  );
}

/** Recharge records (/account/rechargewithdrawals/jilu, menu 803030). */
export default function RechargeRecordsPage() {
  return (
    <ResourcePage
      title="/account/rechargewithdrawals/jilu"
      rowKey="recordId"
      fields={fields}
      pageEndpoint={pageEndpoint}
      exportEndpoint={exportEndpoint}
      print={{ timeRange: periodRange }}
      extraActions={(row) => <RevokeAction row={row} />}
    />
  );
}
