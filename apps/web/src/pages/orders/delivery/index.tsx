import { Button, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookingRecord } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import { bookingFields, dayRange } from '../bookings/fields';

const fields = bookingFields({ delivery: true });

/** Delivery detail (/orderCenter/deliverydetail, menu 405000): booked meals to bring to a place; delivering one hands it over. */
export default function DeliveryPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deliver = async (row: BookingRecord) => {
    try {
      await call('orderBookings.deliver', { orderId: row.orderId });
    } catch {
      return; // the request client has shown why (another day, refunded, already handed over)
    }
    await queryClient.invalidateQueries({ queryKey: ['orderBookings.deliveryPage'] });
  };
  return (
    <ResourcePage
      title="/orderCenter/deliverydetail"
      rowKey="orderId"
      fields={fields}
      pageEndpoint="orderBookings.deliveryPage"
      exportEndpoint="orderBookings.deliveryExport"
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'amount', timeRange: dayRange }}
      extraActions={(row) =>
        row.deliveryState === 'pending' && row.state === 'booked' ? (
          <Popconfirm title={t('orderBookings.deliverConfirm', { place: row.deliveryPlace })} onConfirm={() => void deliver(row)}>
            <Button type="link" size="small">
              {t('orderBookings.deliver')}
            </Button>
          </Popconfirm>
        ) : null
      }
    />
  );
}
