import { Alert, Button, Descriptions, Empty, Popconfirm, Skeleton, Space, Table, Tag, message } from 'antd';
import { MailOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PlanDetail } from '@canteen/contract';
import { call } from '@/api';
import { formatDateTime } from '@/shell/clock';
import OrderActions from '../plans/OrderActions';

type Order = PlanDetail['orders'][number];
type Line = PlanDetail['lines'][number];
export const mailListPath = (planId: number) => `/caigouzhongxin/purchaselist/emaillist?planId=${planId}`;
const STATE_COLOR: Record<string, string> = { draft: 'default', committed: 'green', ordered: 'blue', sent: 'gold', received: 'green', cancelled: 'default' };
/** Cents per unit, up to 4 decimals, as yuan. */
const priceText = (cents: number) => `￥${String(Math.round(cents * 100) / 10_000)}`;

/**
 * One purchase plan (/caigouzhongxin/purchaselist/purchaselistDetail?planId=…, hidden under purchaselist): its
 * lines, the purchase orders it made with their next steps (sent, received into an inbound draft, cancelled), and
 * mailing them to the suppliers.
 */
export default function PlanDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [params] = useSearchParams();
  const planId = Number(params.get('planId'));
  const detail = useQuery({ queryKey: ['procurementPlans.planDetail', planId], queryFn: () => call('procurementPlans.planDetail', { id: planId }), enabled: planId > 0 });
  if (!(planId > 0)) return <Empty description={t('procurementPlans.plan.notFound')} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <Alert type="error" showIcon title={t('procurementPlans.plan.notFound')} />;
  const plan = detail.data;
  const send = async () => {
    try {
      const r = await call('procurementPlans.planSendEmail', { planId });
      void notice.success(t('procurementPlans.mail.queued', { count: r.mails.length }));
      await detail.refetch();
    } catch {
      // the request client has shown why (a supplier without an e-mail address…)
    }
  };
  const lineColumns = [
    { key: 'materialName', dataIndex: 'materialName', title: t('procurementPlans.line.material') },
    { key: 'unitName', dataIndex: 'unitName', title: t('procurementPlans.line.unit') },
    { key: 'qty', dataIndex: 'qty', title: t('procurementPlans.line.qty') },
    { key: 'unitPrice', dataIndex: 'unitPrice', title: t('procurementPlans.line.unitPrice'), render: (v: number) => priceText(v) },
    { key: 'amount', dataIndex: 'amount', title: t('procurementPlans.line.amount'), render: (v: number) => formatMoney(v) },
  ];
  return (
    <>
      {holder}
      <Descriptions
        bordered
        column={3}
        title={`${plan.planNo} ${plan.name}`}
        style={{ marginBottom: 16 }}
        extra={
          <Space>
            {plan.state === 'committed' && (
              <Popconfirm title={t('procurementPlans.mail.sendHint')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => send()}>
                <Button type="primary" icon={<MailOutlined />}>
                  {t('procurementPlans.mail.send')}
                </Button>
              </Popconfirm>
            )}
            <Button icon={<UnorderedListOutlined />} onClick={() => void navigate(mailListPath(planId))}>
              {t('procurementPlans.mail.list')}
            </Button>
          </Space>
        }
      >
        <Descriptions.Item label={t('procurementPlans.plan.state')}>
          <Tag color={STATE_COLOR[plan.state]}>{t(`procurementPlans.plan.state.${plan.state}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('procurementPlans.plan.warehouse')}>{`${plan.warehouseName}（${plan.canteenName}）`}</Descriptions.Item>
        <Descriptions.Item label={t('procurementPlans.plan.buyer')}>{plan.buyerName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('procurementPlans.plan.needDate')}>{plan.needDate}</Descriptions.Item>
        <Descriptions.Item label={t('procurementPlans.plan.source')}>
          {t(`procurementPlans.plan.source.${plan.source}`)}
          {plan.recipeFrom ? ` ${plan.recipeFrom} ~ ${plan.recipeTo ?? ''}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('procurementPlans.plan.total')}>{formatMoney(plan.totalAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('procurementPlans.plan.createdAt')}>{formatDateTime(plan.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('procurementPlans.plan.remark')} span={2}>
          {plan.remark}
        </Descriptions.Item>
      </Descriptions>
      <Table<Line> rowKey="lineId" title={() => t('procurementPlans.plan.lines')} dataSource={plan.lines} pagination={false} bordered size="middle" columns={[
        ...lineColumns,
        { key: 'supplierName', dataIndex: 'supplierName', title: t('procurementPlans.line.supplier') },
      ]} />
      {plan.orders.length > 0 && (
        <Table<Order>
          style={{ marginTop: 16 }}
          rowKey="orderId"
          title={() => t('procurementPlans.tab.orders')}
          dataSource={plan.orders}
          pagination={false}
          bordered
          size="middle"
          expandable={{
            expandedRowRender: (o) => (
              <Table
                rowKey="houseMaterialId"
                size="small"
                pagination={false}
                title={() => t('procurementPlans.order.lines', { orderNo: o.orderNo })}
                dataSource={o.lines}
                columns={lineColumns}
              />
            ),
          }}
          columns={[
            { key: 'orderNo', dataIndex: 'orderNo', title: t('procurementPlans.order.no') },
            { key: 'supplierName', dataIndex: 'supplierName', title: t('procurementPlans.order.supplier') },
            { key: 'supplierEmail', dataIndex: 'supplierEmail', title: t('procurementPlans.mail.to') },
            {
              key: 'state',
              dataIndex: 'state',
              title: t('procurementPlans.order.state'),
              render: (s: string) => <Tag color={STATE_COLOR[s]}>{t(`procurementPlans.order.state.${s}`)}</Tag>,
            },
            { key: 'totalAmount', dataIndex: 'totalAmount', title: t('procurementPlans.plan.total'), render: (v: number) => formatMoney(v) },
            { key: 'mailCount', dataIndex: 'mailCount', title: t('procurementPlans.order.mailCount') },
            { key: 'actions', title: t('widgets.common.actions'), render: (_: unknown, o: Order) => <OrderActions order={o} onChanged={() => detail.refetch()} /> },
          ]}
        />
      )}
    </>
  );
}
