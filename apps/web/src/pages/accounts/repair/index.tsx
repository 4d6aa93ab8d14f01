import { useState } from 'react';
import { Button, Modal, Popconfirm, Tabs } from 'antd';
import { ToolOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney, type ConsumeResult, type RecordOf, type OutputOf } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { call } from '@/api';
import { usePendingBizNos } from '../shared/usePendingBizNos';
import { useRefreshAccounts } from '../shared/useRefreshAccounts';
import { useResultNotice } from '../shared/useResultNotice';
import SheetUpload from '../imports/SheetUpload';
import HeldRecords from './HeldRecords';

const pageEndpoint = 'accounts.repairErrors';
const exportEndpoint = 'accounts.repairErrorExport';

type ErrorOrder = RecordOf<typeof pageEndpoint>;

const fields: FieldDef<ErrorOrder>[] = [
  { key: 'orderNo', label: 'accounts.repair.orderNo', type: 'text' },
  { key: 'custName', label: 'accounts.account.custName', type: 'text', inSearch: true },
  { key: 'custNum', label: 'accounts.account.custNum', type: 'text' },
  { key: 'amount', label: 'accounts.money.amount', type: 'money' },
  { key: 'reason', label: 'accounts.repair.reason', type: 'text' },
  { key: 'orderedAt', label: 'accounts.repair.orderedAt', type: 'datetime' },
  { key: 'bizNo', label: 'accounts.ledger.bizNo', type: 'text' },
];

/**
 * Error orders (/orderCenter/orderunusual, menu 406000): offline consumptions not covered at upload, charged now;
 * beside them, offline records held because their device time was outside the merchant's window.
 */
export default function RepairPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshAccounts = useRefreshAccounts();
  const [showResult, resultHolder] = useResultNotice();
  const bizNos = usePendingBizNos();
  const [importing, setImporting] = useState(false);

  /** A sheet of order numbers was repaired: each order on its own; those still uncovered are listed. */
  const repaired = (r: OutputOf<'accounts.repairImport'>) => {
    setImporting(false);
    void queryClient.invalidateQueries({ queryKey: [pageEndpoint] });
    void refreshAccounts();
    showResult(t('accounts.repair.batchDone', { repaired: r.repaired, total: r.total }), r.failed.map((f) => [`${f.row} · ${f.orderNo}`, f.reason]));
  };

  const repair = async (row: ErrorOrder) => {
    let r: ConsumeResult;
    try {
      // A retry after a failure (e.g. still too little balance) reuses the bizNo: the order is charged at most once.
      r = await call('accounts.repairSingle', { orderId: row.orderId, bizNo: bizNos.of(row.orderId) });
    } catch {
      return;
    }
    bizNos.settled(row.orderId);
    void queryClient.invalidateQueries({ queryKey: [pageEndpoint] });
    void refreshAccounts();
    showResult(t('accounts.repair.done', { orderNo: row.orderNo }), [
      [t('accounts.account.custName'), row.custName],
      [t('accounts.wallet.subsidy'), formatMoney(r.paid.subsidy)],
      [t('accounts.wallet.gift'), formatMoney(r.paid.gift)],
      [t('accounts.wallet.cash'), formatMoney(r.paid.cash)],
      [t('accounts.money.newBalance'), formatSignedMoney(r.balance)],
    ]);
  };

  const errorOrders = (
    <>
      <ResourcePage
        title="/orderCenter/orderunusual"
        rowKey="orderId"
        fields={fields}
        pageEndpoint={pageEndpoint}
        exportEndpoint={exportEndpoint}
        extraToolbar={
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('accounts.repair.batch')}
          </Button>
        }
        extraActions={(row) => (
          <Popconfirm
            title={t('accounts.repair.confirm', { name: row.custName, amount: formatMoney(row.amount) })}
            okText={t('widgets.common.ok')}
            cancelText={t('widgets.common.cancel')}
            onConfirm={() => repair(row)}
          >
            <Button type="link" size="small" icon={<ToolOutlined />}>
              {t('accounts.repair.action')}
            </Button>
          </Popconfirm>
        )}
      />
      {importing && (
        <Modal open title={t('accounts.repair.batch')} footer={null} onCancel={() => setImporting(false)} destroyOnHidden>
          <SheetUpload endpointId="accounts.repairImport" what="accounts.repair.batch" headers={['accounts.repair.orderNo']} onAccepted={repaired} />
        </Modal>
      )}
    </>
  );

  return (
    <div>
      {resultHolder}
      <Tabs
        items={[
          { key: 'errors', label: t('accounts.repair.errorsTab'), children: errorOrders },
          { key: 'held', label: t('accounts.held.title'), children: <HeldRecords /> },
        ]}
      />
    </div>
  );
}
