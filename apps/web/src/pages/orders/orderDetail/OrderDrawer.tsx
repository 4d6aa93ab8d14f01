import { useRef, useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Form, Input, InputNumber, Radio, Space, Table, Tag, Typography, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney, type OrderDetail, type RefundCheck } from '@canteen/contract';
import { call } from '@/api';
import { formatDateTime } from '@/shell/clock';
import { newBizNo } from '../fields';

type Mode = 'whole' | 'amount' | 'items';
const REFUNDABLE = ['paid', 'part_refunded', 'repaired'];
const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
/** Yuan as typed to integer cents by string arithmetic (no float rounding); null when not a plain amount. */
const toCents = (text: string) => {
  const m = YUAN.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};

/** The part-refund form: asks the check first (refundable per line and wallet, the split), then makes the refund. */
function RefundForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const [notice, holder] = message.useMessage();
  const [mode, setMode] = useState<Mode>('whole');
  const [amount, setAmount] = useState('');
  const [qty, setQty] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [check, setCheck] = useState<RefundCheck | null>(null);
  const [busy, setBusy] = useState(false);
  // One bizNo per refund being made: a retry after a failure cannot pay twice.
  const bizNo = useRef(newBizNo());

  const ask = (): { amount?: number; items?: { itemId: number; qty: number }[] } | null => {
    if (mode === 'amount') {
      const cents = toCents(amount);
      return cents ? { amount: cents } : null;
    }
    if (mode === 'items') {
      const items = Object.entries(qty)
        .filter(([, q]) => q > 0)
        .map(([itemId, q]) => ({ itemId: Number(itemId), qty: q }));
      return items.length ? { items } : null;
    }
    return {};
  };

  const runCheck = async () => {
    const a = ask();
    if (!a) {
      void notice.warning(t('orders.refund.askMissing'));
      return;
    }
    try {
      setCheck(await call('orders.refundCheck', { orderId: order.orderId, ...a }));
    } catch {
      setCheck(null);
    }
  };

  const refund = async () => {
    const a = ask();
    if (!a || !reason.trim()) {
      void notice.warning(t(a ? 'orders.refund.reasonMissing' : 'orders.refund.askMissing'));
      return;
    }
    setBusy(true);
    try {
      const r = await call('orders.partRefund', { orderId: order.orderId, ...a, reason: reason.trim(), bizNo: bizNo.current });
      bizNo.current = newBizNo();
      // While the merchant's refund review is on, the refund became a request waiting for review: no money moved.
      if ('state' in r) void notice.success(t('orders.refund.applied', { amount: formatMoney(r.amount) }));
      else void notice.success(t('orders.refund.done', { amount: formatMoney(r.refunded.subsidy + r.refunded.gift + r.refunded.cash) }));
      setCheck(null);
      onDone();
    } catch {
      // the request client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  /** Files the refund for review in shenhe instead of making it (no money moves until it is approved). */
  const submitForReview = async () => {
    const a = ask();
    if (!a || !reason.trim()) {
      void notice.warning(t(a ? 'orders.refund.reasonMissing' : 'orders.refund.askMissing'));
      return;
    }
    setBusy(true);
    try {
      const r = await call('orders.refundApply', { orderId: order.orderId, ...a, reason: reason.trim() });
      void notice.success(t('orders.refund.applied', { amount: formatMoney(r.amount) }));
      setCheck(null);
      onDone();
    } catch {
      // the request client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {holder}
      <Form layout="vertical">
        <Form.Item label={t('orders.refund.mode')}>
          <Radio.Group
            value={mode}
            onChange={(e) => {
              setMode(e.target.value as Mode);
              setCheck(null);
            }}
            options={(['whole', 'amount', 'items'] as Mode[]).map((m) => ({ value: m, label: t(`orders.refund.mode.${m}`) }))}
          />
        </Form.Item>
        {mode === 'amount' && (
          <Form.Item label={t('orders.refund.amount')} htmlFor="order-refund-amount">
            <Input id="order-refund-amount" prefix="￥" value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
          </Form.Item>
        )}
        {mode === 'items' && (
          <Form.Item label={t('orders.refund.lines')}>
            <Space orientation="vertical">
              {order.items.map((i) => (
                <Space key={i.itemId}>
                  <label htmlFor={`order-refund-line-${i.itemId}`}>{i.dishName}</label>
                  <InputNumber
                    id={`order-refund-line-${i.itemId}`}
                    min={0}
                    max={i.qty - i.refundedQty}
                    precision={0}
                    value={qty[i.itemId] ?? 0}
                    onChange={(v) => setQty({ ...qty, [i.itemId]: Number(v ?? 0) })}
                  />
                  <Typography.Text type="secondary">/ {i.qty - i.refundedQty}</Typography.Text>
                </Space>
              ))}
            </Space>
          </Form.Item>
        )}
        <Form.Item label={t('orders.field.reason')} htmlFor="order-refund-reason" required>
          <Input.TextArea id="order-refund-reason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} autoSize={{ minRows: 2 }} />
        </Form.Item>
        {check?.refundPeriodOver && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('orders.refund.periodOver', { day: check.refundLastDay })} />}
        {check && !check.refundPeriodOver && (
          <Alert
            type="info"
            style={{ marginBottom: 12 }}
            title={t('orders.refund.refundable', { amount: formatMoney(check.refundable), pending: formatMoney(check.pending) })}
            description={
              check.preview && (
                <>
                  {t('orders.refund.preview', {
                    amount: formatMoney(check.preview.amount),
                    subsidy: formatMoney(check.preview.split.subsidy),
                    gift: formatMoney(check.preview.split.gift),
                    cash: formatMoney(check.preview.split.cash),
                  })}
                  {check.preview.subsidyForfeited > 0 && <div>{t('orders.refund.previewForfeited', { amount: formatMoney(check.preview.subsidyForfeited) })}</div>}
                </>
              )
            }
          />
        )}
        <Space>
          <Button onClick={() => void runCheck()}>{t('orders.refund.check')}</Button>
          <Button type="primary" danger loading={busy} disabled={!check || check.refundPeriodOver} onClick={() => void refund()}>
            {t('orders.refund.submit')}
          </Button>
          <Button loading={busy} disabled={!check || check.refundPeriodOver} onClick={() => void submitForReview()}>
            {t('orders.refund.apply')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}

/** One order: lines, wallets paid and refunded, marketing applied, ledger rows, refund requests; and the refund. */
export default function OrderDrawer({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['orders.get', orderId], queryFn: () => call('orders.get', { id: orderId }) });
  const o = detail.data;
  const refreshed = () => {
    void queryClient.invalidateQueries({ queryKey: ['orders.get', orderId] });
    void queryClient.invalidateQueries({ queryKey: ['orders.page'] });
    void queryClient.invalidateQueries({ queryKey: ['orders.refundDetailPage'] });
  };
  const wallets = (w: { subsidy: number; gift: number; cash: number }) =>
    `${t('orders.wallet.subsidy')} ${formatMoney(w.subsidy)} · ${t('orders.wallet.gift')} ${formatMoney(w.gift)} · ${t('orders.wallet.cash')} ${formatMoney(w.cash)}`;

  return (
    <Drawer open size={860} title={o ? t('orders.detail.title', { orderNo: o.orderNo }) : t('orders.detail.loading')} onClose={onClose} destroyOnHidden>
      {o && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t('orders.field.custName')}>{`${o.custName} (${o.custNum})`}</Descriptions.Item>
            <Descriptions.Item label={t('orders.field.orgName')}>{o.orgName}</Descriptions.Item>
            <Descriptions.Item label={t('orders.field.canteenName')}>{[o.canteenName, o.stallName].filter(Boolean).join(' / ')}</Descriptions.Item>
            <Descriptions.Item label={t('orders.field.deviceName')}>{o.deviceName ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('orders.field.mealPeriod')}>{o.mealPeriod ? t(`canteens.mealType.${o.mealPeriod}`) : ''}</Descriptions.Item>
            <Descriptions.Item label={t('orders.field.orderType')}>{t(`orders.type.${o.orderType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.field.state')}>
              <Tag>{t(`orders.state.${o.state}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.field.orderedAt')}>{formatDateTime(o.orderedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.field.listAmount')}>{formatMoney(o.listAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.field.amount')}>{formatMoney(o.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.field.paid')} span={2}>
              {wallets(o.paid)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.field.refunded')} span={2}>
              {wallets(o.refunded)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.detail.points')}>{`${o.pointsUsed} / ${o.pointsGained}`}</Descriptions.Item>
            <Descriptions.Item label={t('orders.field.remark')}>{o.remark}</Descriptions.Item>
          </Descriptions>

          <div>
            <Typography.Title level={5}>{t('orders.detail.items')}</Typography.Title>
            <Table
              size="small"
              rowKey="itemId"
              pagination={false}
              dataSource={o.items}
              columns={[
                { key: 'dishName', dataIndex: 'dishName', title: t('orders.field.dishName') },
                { key: 'qty', dataIndex: 'qty', title: t('orders.field.qty') },
                { key: 'price', dataIndex: 'price', title: t('orders.field.price'), render: (v: number) => formatMoney(v) },
                { key: 'amount', dataIndex: 'amount', title: t('orders.field.listAmount'), render: (v: number) => formatMoney(v) },
                { key: 'paidAmount', dataIndex: 'paidAmount', title: t('orders.field.amount'), render: (v: number) => formatMoney(v) },
                { key: 'refundedQty', dataIndex: 'refundedQty', title: t('orders.field.refundedQty') },
                { key: 'refundedAmount', dataIndex: 'refundedAmount', title: t('orders.field.refundedAmount'), render: (v: number) => formatMoney(v) },
              ]}
            />
          </div>

          <div>
            <Typography.Title level={5}>{t('orders.detail.marketing')}</Typography.Title>
            <Table
              size="small"
              rowKey={(r) => `${r.kind}-${r.id ?? ''}-${r.name}`}
              pagination={false}
              dataSource={o.marketing}
              locale={{ emptyText: t('orders.detail.noMarketing') }}
              columns={[
                { key: 'kind', dataIndex: 'kind', title: t('orders.field.marketingKind'), render: (v: string) => t(`orders.marketing.${v}`, { defaultValue: v }) },
                { key: 'name', dataIndex: 'name', title: t('orders.field.marketingName') },
                { key: 'amount', dataIndex: 'amount', title: t('orders.field.marketingAmount'), render: (v: number) => formatMoney(v) },
              ]}
            />
          </div>

          <div>
            <Typography.Title level={5}>{t('orders.detail.ledger')}</Typography.Title>
            <Table
              size="small"
              rowKey="entryId"
              pagination={false}
              dataSource={o.ledger}
              columns={[
                { key: 'at', dataIndex: 'at', title: t('orders.field.at'), render: (v: string) => formatDateTime(v) },
                { key: 'tradeType', dataIndex: 'tradeType', title: t('orders.field.tradeType'), render: (v: string) => t(`accountRecords.trade.${v}`) },
                { key: 'wallet', dataIndex: 'wallet', title: t('orders.field.wallet'), render: (v: string) => t(`orders.wallet.${v}`) },
                { key: 'amount', dataIndex: 'amount', title: t('orders.field.ledgerAmount'), render: (v: number) => formatSignedMoney(v) },
                { key: 'balanceAfter', dataIndex: 'balanceAfter', title: t('orders.field.balanceAfter'), render: (v: number) => formatSignedMoney(v) },
                { key: 'operatorName', dataIndex: 'operatorName', title: t('orders.field.operatorName') },
                { key: 'bizNo', dataIndex: 'bizNo', title: t('orders.field.bizNo') },
              ]}
            />
          </div>

          <div>
            <Typography.Title level={5}>{t('orders.detail.requests')}</Typography.Title>
            <Table
              size="small"
              rowKey="requestId"
              pagination={false}
              dataSource={o.refundRequests}
              columns={[
                { key: 'createdAt', dataIndex: 'createdAt', title: t('orders.field.createdAt'), render: (v: string) => formatDateTime(v) },
                { key: 'source', dataIndex: 'source', title: t('orders.field.source'), render: (v: string) => t(`orders.request.source.${v}`) },
                { key: 'amount', dataIndex: 'amount', title: t('orders.field.refundAmount'), render: (v: number) => formatMoney(v) },
                { key: 'state', dataIndex: 'state', title: t('orders.field.state'), render: (v: string) => t(`orders.request.state.${v}`) },
                { key: 'reason', dataIndex: 'reason', title: t('orders.field.reason') },
                { key: 'rejectReason', dataIndex: 'rejectReason', title: t('orders.field.rejectReason') },
                { key: 'reviewerName', dataIndex: 'reviewerName', title: t('orders.field.reviewerName') },
              ]}
            />
          </div>

          {REFUNDABLE.includes(o.state) && (
            <div>
              <Typography.Title level={5}>{t('orders.refund.title')}</Typography.Title>
              <RefundForm order={o} onDone={refreshed} />
            </div>
          )}
        </Space>
      )}
    </Drawer>
  );
}
