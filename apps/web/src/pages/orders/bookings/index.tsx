import { App, Button, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type BookingRecord } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage from '@/components/ResourcePage';
import { PRINT_STATE } from '@/components/PrintDialog';
import { bookingFields, dayRange } from './fields';

const fields = bookingFields();

/**
 * Order book detail (/orderCenter/ordbookdetail, menu 407000): every booked meal, filtered, exported and printed; a
 * meal still booked may be cancelled under the meal-cancel rules (the rule's share goes back to the wallets).
 */
export default function BookingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const cancel = async (row: BookingRecord) => {
    let done;
    try {
      done = await call('orderBookings.cancelMeal', { orderId: row.orderId });
    } catch {
      return; // the request client has shown why (no rule, past the deadline, already handed over)
    }
    void message.success(t('orderBookings.cancelled', { amount: formatMoney(done.refunded), percent: done.refundPercent, rule: done.ruleName }));
    await queryClient.invalidateQueries({ queryKey: ['orderBookings.bookPage'] });
  };
  return (
    <ResourcePage
      title="/orderCenter/ordbookdetail"
      rowKey="orderId"
      fields={fields}
      pageEndpoint="orderBookings.bookPage"
      exportEndpoint="orderBookings.bookExport"
      print={{ state: PRINT_STATE.tableWithCentTotals, amountKey: 'amount', timeRange: dayRange }}
      extraActions={(row) =>
        row.state === 'booked' ? (
          <Popconfirm title={t('orderBookings.cancelConfirm')} onConfirm={() => void cancel(row)}>
            <Button type="link" size="small">
              {t('orderBookings.cancelMeal')}
            </Button>
          </Popconfirm>
        ) : null
      }
    />
  );
}
