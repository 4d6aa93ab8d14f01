import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WriteOffResult } from '@canteen/contract';
import { call } from '@/api';
import { mealPeriodOptions } from '../bookings/fields';

const DIGITS = /^\d+$/;

/** Finds a person by name or number (digits search the number) and keeps their custId; a Form.Item control. */
function PersonPicker({ id, value, onChange }: { id?: string; value?: number; onChange?: (v: number | undefined) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = text.trim();
  const found = useQuery({
    queryKey: ['writeOffPersonSearch', search],
    queryFn: () => call('customers.page', { ...(DIGITS.test(search) ? { custNum: search } : { custName: search }), page: 1, limit: 20 }, { loading: false }),
    enabled: search.length > 0,
    staleTime: 30_000,
  });
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      loading={found.isFetching}
      placeholder={t('orderBookings.desk.personHint')}
      options={(found.data?.records ?? []).map((c) => ({ value: c.custId, label: `${c.custName} (${c.custNum})` }))}
    />
  );
}

/**
 * The pick-up counter in the console: write off one booked meal by the order number the diner shows, or all of a
 * person's meals of the meal period (book write-off). The server guards both (once, on its day, never refunded).
 */
export default function WriteOffDesk() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [single] = Form.useForm<{ orderNo: string }>();
  const [whole] = Form.useForm<{ custId: number; canteenId: number; mealPeriod?: number }>();
  const [done, setDone] = useState<WriteOffResult[] | null>(null);
  const [busy, setBusy] = useState(false);
  const canteens = useQuery({ queryKey: ['writeOffCanteens'], queryFn: () => call('canteens.canteenList', {}, { silent: true }).catch(() => []) });

  const run = async (work: () => Promise<WriteOffResult[]>) => {
    setBusy(true);
    try {
      setDone(await work());
      await queryClient.invalidateQueries({ queryKey: ['orderBookings.writeOffSum'] });
    } catch {
      setDone(null); // the request client has shown why (already handed over, another day, refunded…)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('orderBookings.desk.title')} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={24}>
        <Col xs={24} lg={10}>
          <Form form={single} name="writeOffOne" layout="vertical" onFinish={(v) => void run(async () => [await call('orderBookings.writeOff', { orderNo: v.orderNo.trim() })])}>
            <Form.Item name="orderNo" label={t('orderBookings.field.orderNo')} rules={[{ required: true, whitespace: true, message: t('orderBookings.desk.orderNoRequired') }]}>
              <Input maxLength={40} allowClear />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('orderBookings.desk.writeOff')}
            </Button>
          </Form>
        </Col>
        <Col xs={24} lg={14}>
          <Form form={whole} name="writeOffPerson" layout="vertical" onFinish={(v) => void run(async () => (await call('orderBookings.bookWriteOff', v)).meals)}>
            <Row gutter={12}>
              <Col span={10}>
                <Form.Item name="custId" label={t('orderBookings.field.custName')} rules={[{ required: true, message: t('orderBookings.desk.personRequired') }]}>
                  <PersonPicker />
                </Form.Item>
              </Col>
              <Col span={7}>
                <Form.Item name="canteenId" label={t('orderBookings.field.canteenId')} rules={[{ required: true, message: t('orderBookings.desk.canteenRequired') }]}>
                  <Select options={(canteens.data ?? []).map((c) => ({ value: c.canteenId, label: c.canteenName }))} loading={canteens.isLoading} />
                </Form.Item>
              </Col>
              <Col span={7}>
                <Form.Item name="mealPeriod" label={t('orderBookings.field.mealPeriod')} extra={t('orderBookings.desk.currentMeal')}>
                  <Select allowClear options={mealPeriodOptions.map((o) => ({ value: o.value as number, label: t(o.label) }))} />
                </Form.Item>
              </Col>
            </Row>
            <Button htmlType="submit" loading={busy}>
              {t('orderBookings.desk.bookWriteOff')}
            </Button>
          </Form>
        </Col>
      </Row>
      {done && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={t('orderBookings.desk.done', { count: done.length })}
          description={done.map((m) => (
            <div key={m.orderId}>{`${m.orderNo} · ${m.custName} · ${m.mealDay} ${t(`canteens.mealType.${m.mealPeriod}`)} · ${m.dishes}`}</div>
          ))}
        />
      )}
    </Card>
  );
}
