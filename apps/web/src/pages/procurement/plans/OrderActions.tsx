import { Button, Popconfirm, Space, message } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderRow } from '@canteen/contract';
import { call } from '@/api';

/** The inbound draft a received order made, on the warehousing detail page. */
export const inboundPath = (inboundId: number) => `/kucunzhongxin/warehousing/warehousedetail?inboundId=${inboundId}`;

/**
 * What a purchase order can do next: mark it sent, receive it (an inbound draft, opened from here), cancel it, or
 * remove it once cancelled. `onChanged` reloads what shows it.
 */
export default function OrderActions({ order, onChanged }: { order: Pick<PurchaseOrderRow, 'orderId' | 'orderNo' | 'state' | 'inboundId' | 'inboundNo'>; onChanged: () => unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const ok = t('widgets.common.ok');
  const cancel = t('widgets.common.cancel');
  const move = async (state: 'sent' | 'received' | 'cancelled') => {
    try {
      const r = await call('procurementPlans.orderStatus', { orderId: order.orderId, state });
      if (r.inboundNo) void notice.success(t('procurementPlans.order.received', { docNo: r.inboundNo }));
      await onChanged();
    } catch {
      // the request client has shown why
    }
  };
  const remove = async () => {
    try {
      await call('procurementPlans.orderRemove', { id: order.orderId });
      await onChanged();
    } catch {
      // the request client has shown why
    }
  };
  return (
    <Space size="small" wrap>
      {holder}
      {order.state === 'ordered' && (
        <Button size="small" type="link" onClick={() => void move('sent')}>
          {t('procurementPlans.order.markSent')}
        </Button>
      )}
      {order.state === 'sent' && (
        <Popconfirm title={t('procurementPlans.order.receiveHint')} okText={ok} cancelText={cancel} onConfirm={() => move('received')}>
          <Button size="small" type="link">
            {t('procurementPlans.order.receive')}
          </Button>
        </Popconfirm>
      )}
      {(order.state === 'ordered' || order.state === 'sent') && (
        <Popconfirm title={t('procurementPlans.order.cancelHint')} okText={ok} cancelText={cancel} onConfirm={() => move('cancelled')}>
          <Button size="small" type="link" danger>
            {t('procurementPlans.order.cancel')}
          </Button>
        </Popconfirm>
      )}
      {order.state === 'cancelled' && (
        <Popconfirm title={t('widgets.common.confirmRemove')} okText={ok} cancelText={cancel} onConfirm={() => remove()}>
          <Button size="small" type="link" danger>
            {t('procurementPlans.order.remove')}
          </Button>
        </Popconfirm>
      )}
      {order.inboundId !== null && (
        <Button size="small" type="link" onClick={() => void navigate(inboundPath(order.inboundId!))}>
          {t('procurementPlans.order.openInbound', { docNo: order.inboundNo ?? '' })}
        </Button>
      )}
    </Space>
  );
}
