import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import { f, periodRange, refundRecordFields } from '../fields';
import OrderDrawer from './OrderDrawer';

/** The order list's refund details: both kinds of order refund, shown as the order refund report shows them. */
const REFUND_FIELDS = refundRecordFields('order');

const orderFields = (withType: boolean): FieldDef<OrderRow>[] => [
  f.orderNo,
  f.custName,
  f.custNum,
  f.orgFilter,
  f.orgName,
  f.canteen,
  f.canteenName,
  f.stall,
  f.text('stallName'),
  f.device,
  f.text('deviceName'),
  f.mealPeriod,
  ...(withType ? [f.orderType()] : []),
  f.payType,
  f.orderState,
  f.money('listAmount'),
  f.money('amount'),
  f.wallets('paid'),
  f.wallets('refunded'),
  f.time('orderedAt'),
  f.text('remark'),
  f.period,
];


/**
 * Orders (/orderCenter/orderdetail, menu 401000): every order with the order centre's filters, the outer (external)
 * consumptions and the refunds made; a row's detail shows its lines, wallets, marketing, ledger rows, and refunds it.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const detailAction = (row: { orderId: number | null }) =>
    row.orderId !== null && (
      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setOpen(row.orderId)}>
        {t('orders.detail.open')}
      </Button>
    );
  return (
    <div>
      <Tabs
        items={[
          {
            key: 'orders',
            label: t('orders.tab.orders'),
            children: (
              <ResourcePage
                title="/orderCenter/orderdetail"
                rowKey="orderId"
                fields={orderFields(true)}
                pageEndpoint="orders.page"
                exportEndpoint="orders.export"
                print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'amount', timeRange: periodRange }}
                extraActions={detailAction}
              />
            ),
          },
          {
            key: 'outer',
            label: t('orders.tab.outer'),
            children: (
              <ResourcePage
                title="orders.tab.outer"
                rowKey="orderId"
                fields={orderFields(false)}
                pageEndpoint="orders.outerPage"
                print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'amount', timeRange: periodRange }}
                extraActions={detailAction}
              />
            ),
          },
          {
            key: 'refunds',
            label: t('orders.tab.refunds'),
            children: (
              <ResourcePage
                title="orders.tab.refunds"
                rowKey="txnId"
                fields={REFUND_FIELDS}
                pageEndpoint="orders.refundDetailPage"
                print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'amount', timeRange: periodRange }}
                extraActions={detailAction}
              />
            ),
          },
        ]}
      />
      {open !== null && <OrderDrawer orderId={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
