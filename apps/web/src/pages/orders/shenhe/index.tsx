import { useId, useState } from 'react';
import { Button, Descriptions, Form, Input, Modal, Popconfirm, Space, Tabs, message } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REFUND_REPORT_KINDS, formatMoney, type RefundRecordRow, type RefundRequestRow } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import { call } from '@/api';
import { f, periodRange } from '../fields';

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

const reportFields = (kind: (typeof REFUND_REPORT_KINDS)[number]): FieldDef<RefundRecordRow>[] => [
  f.custName,
  f.custNum,
  f.orgFilter,
  f.orgName,
  ...(kind === 'recharge'
    ? [{ key: 'tradeType', label: 'orders.field.tradeType', type: 'text', inForm: false, render: (v: unknown) => String(v) } as FieldDef, f.text('payType')]
    : [f.orderNo, f.canteen, f.canteenName, f.money('orderAmount')]),
  f.money('amount', 'refundAmount'),
  f.wallets('refunded'),
  f.text('reason'),
  f.text('operatorName'),
  f.time('at'),
  f.period,
  f.text('bizNo'),
];

/** Asks the reason of a rejection; the request stays pending until the call succeeds. */
function RejectDialog({ row, onDone, onClose }: { row: RefundRequestRow; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const formName = `refundReject${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    let reason: string;
    try {
      reason = (await form.validateFields()).reason.trim();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await call('orders.refundReject', { id: row.requestId, reason });
      onDone();
      onClose();
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('orders.review.reject')}
      okText={t('widgets.common.ok')}
      cancelText={t('widgets.common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('orders.field.custName')}>{row.custName}</Descriptions.Item>
        <Descriptions.Item label={t('orders.field.orderNo')}>{row.orderNo}</Descriptions.Item>
        <Descriptions.Item label={t('orders.field.refundAmount')}>{formatMoney(row.amount)}</Descriptions.Item>
      </Descriptions>
      <Form form={form} name={formName} layout="vertical">
        <Form.Item
          name="reason"
          label={t('orders.field.rejectReason')}
          rules={[{ required: true, whitespace: true, message: t('widgets.form.required', { label: t('orders.field.rejectReason') }) }]}
        >
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

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
      fields={reportFields(kind)}
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
      {rejecting && <RejectDialog row={rejecting} onDone={() => void refresh()} onClose={() => setRejecting(null)} />}
    </div>
  );
}
