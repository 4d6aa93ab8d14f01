import { useState } from 'react';
import { Button, Popconfirm, Space, Tabs, message } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REFUND_REPORT_KINDS, formatMoney, type RefundRequestRow } from '@canteen/contract';
import RejectDialog from '@/components/FormDialog/RejectDialog';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import { call } from '@/api';
import { f, periodRange, refundRecordFields } from '../fields';

const pageEndpoint = 'orders.refundRequestPage';

const itemsText = (v: unknown) =>
  (v as RefundRequestRow['items'])
    .map((i) => `${i.dishName} × ${i.qty}`)
    .join(', ');

const requestFields = (withState: boolean): FieldDef<RefundRequestRow>[] => [
  f.orderNo,
  f.custName,
  f.custNum,
  f.canteen,
  f.money('orderAmount'),
  f.money('amount', 'refundAmount'),
  { key: 'items', label: 'orders.field.lines', type: 'text', inForm: false, render: itemsText },
  f.source,
  f.text('reason'),
  f.text('requesterName'),
  f.time('createdAt'),
  ...(withState ? [f.requestState, f.text('rejectReason'), f.text('reviewerName'), f.time('reviewedAt')] : []),
  f.text('remark'),
  f.period,
];


/**
 * Refund review (/orderCenter/shenhe, menu 402000): pending requests from the app and the console are approved (the
 * refund is made then) or rejected with a reason; beside them the history by state and the three refund reports.
 */
export default function RefundReviewPage() {
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<RefundRequestRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [pageEndpoint] });

  const approve = async (row: RefundRequestRow) => {
    try {
      const r = await call('orders.refundApprove', { id: row.requestId });
      void notice.success(
        t('orders.review.approved', {
          name: row.custName,
          subsidy: formatMoney(r.refunded.subsidy),
          gift: formatMoney(r.refunded.gift),
          cash: formatMoney(r.refunded.cash),
        }),
      );
    } catch {
      // the request client has shown the server's message
    }
    void refresh();
  };

  const pending = (
    <ResourcePage
      title="orders.review.pending"
      rowKey="requestId"
      fields={requestFields(false)}
      pageEndpoint={pageEndpoint}
      fixedQuery={{ state: 'pending' }}
      actionsWidth={170}
      extraActions={(row) => (
        <Space size={0}>
          <Popconfirm
            title={t('orders.review.confirm', { name: row.custName, amount: formatMoney(row.amount) })}
            okText={t('widgets.common.ok')}
            cancelText={t('widgets.common.cancel')}
            onConfirm={() => approve(row)}
          >
            <Button type="link" size="small" icon={<CheckOutlined />}>
              {t('orders.review.approve')}
            </Button>
          </Popconfirm>
          <Button type="link" size="small" danger icon={<CloseOutlined />} onClick={() => setRejecting(row)}>
            {t('orders.review.reject')}
          </Button>
        </Space>
      )}
    />
  );

  const report = (kind: (typeof REFUND_REPORT_KINDS)[number]) => (
    <ResourcePage
      title={`orders.report.${kind}`}
      rowKey="txnId"
      fields={refundRecordFields(kind)}
      pageEndpoint="orders.refundReport"
      exportEndpoint="orders.refundReportExport"
      fixedQuery={{ kind }}
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'amount', timeRange: periodRange }}
    />
  );

  return (
    <div>
      {noticeHolder}
      <Tabs
        items={[
          { key: 'pending', label: t('orders.review.pending'), children: pending },
          {
            key: 'history',
            label: t('orders.review.history'),
            children: <ResourcePage title="orders.review.history" rowKey="requestId" fields={requestFields(true)} pageEndpoint={pageEndpoint} />,
          },
          ...REFUND_REPORT_KINDS.map((kind) => ({ key: kind, label: t(`orders.report.${kind}`), children: report(kind) })),
        ]}
      />
      {rejecting && (
        <RejectDialog
          title="orders.review.reject"
          reasonLabel="orders.field.rejectReason"
          facts={[
            [t('orders.field.custName'), rejecting.custName],
            [t('orders.field.orderNo'), rejecting.orderNo],
            [t('orders.field.refundAmount'), formatMoney(rejecting.amount)],
          ]}
          reject={async (reason) => {
            await call('orders.refundReject', { id: rejecting.requestId, reason });
            void refresh();
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </div>
  );
}
