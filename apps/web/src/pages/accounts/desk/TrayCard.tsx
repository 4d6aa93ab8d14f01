import { Alert, Button, Card, Empty, Flex, Input, InputNumber, Space, Table, Typography } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney, type DeskMenu } from '@canteen/contract';
import { parseYuan } from '../shared/money';
import { addOne, removeOne, type Picked, linesOf, totalOf } from './tray';

export interface TrayState {
  picked: Picked;
  amountText: string;
  couponNo: string;
  usePoints: number | null;
}

interface TrayCardProps {
  menu: DeskMenu | undefined;
  tray: TrayState;
  onChange: (tray: TrayState) => void;
  /** Hands the focus back to the card reader's field. */
  onDone: () => void;
}

/** What the tray holds: dishes of the meal served now, or a bare amount when none is picked. */
export function trayAmount(tray: TrayState, menu: DeskMenu | undefined): number | null {
  const lines = linesOf(tray.picked, menu);
  return lines.length ? totalOf(lines) : parseYuan(tray.amountText);
}

/** The dishes of this meal as buttons, and the tray: picked lines with their counts, or an amount typed. */
export default function TrayCard({ menu, tray, onChange, onDone }: TrayCardProps) {
  const { t } = useTranslation();
  const lines = linesOf(tray.picked, menu);
  const set = (patch: Partial<TrayState>) => onChange({ ...tray, ...patch });
  const amountBad = !lines.length && tray.amountText.trim() !== '' && !(parseYuan(tray.amountText)! > 0);
  return (
    <>
      <Card size="small" title={t('accountDesk.menu')}>
        {menu && !menu.dishes.length && <Alert type="info" showIcon title={t(menu.mealType === null ? 'accountDesk.noMeal' : 'accountDesk.noDishes')} />}
        <Flex wrap gap={8}>
          {menu?.dishes.map((d) => (
            <Button
              key={d.dishId}
              // Named by its visible text (dish and price), as speech input expects; a tap adds one.
              style={{ height: 'auto', minWidth: 120, padding: '8px 12px' }}
              onClick={() => {
                set({ picked: addOne(tray.picked, d.dishId) });
                onDone();
              }}
            >
              <Space orientation="vertical" size={0}>
                <span>{d.dishName}</span>
                <Typography.Text type="secondary">{formatMoney(d.price)}</Typography.Text>
              </Space>
            </Button>
          ))}
        </Flex>
      </Card>
      <Card
        size="small"
        title={t('accountDesk.tray')}
        style={{ marginTop: 16 }}
        extra={
          <Button size="small" onClick={() => onChange({ picked: new Map(), amountText: '', couponNo: '', usePoints: null })}>
            {t('accountDesk.clear')}
          </Button>
        }
      >
        {lines.length ? (
          <Table
            size="small"
            pagination={false}
            rowKey="dishId"
            dataSource={lines}
            columns={[
              { key: 'name', dataIndex: 'dishName', title: t('accountDesk.menu') },
              { key: 'price', dataIndex: 'price', title: t('accountDesk.listAmount'), align: 'right', render: (v: number) => formatMoney(v) },
              {
                key: 'qty',
                title: '×',
                align: 'center',
                render: (_: unknown, l) => (
                  <Space size={4}>
                    <Button size="small" icon={<MinusOutlined />} aria-label={t('accountDesk.removeDish', { name: l.dishName })} onClick={() => set({ picked: removeOne(tray.picked, l.dishId) })} />
                    <span aria-label={t('accountDesk.qty', { name: l.dishName })}>{l.qty}</span>
                    <Button size="small" icon={<PlusOutlined />} aria-label={t('accountDesk.addDish', { name: l.dishName })} onClick={() => set({ picked: addOne(tray.picked, l.dishId) })} />
                  </Space>
                ),
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('accountDesk.total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <b>{formatMoney(totalOf(lines))}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} />
              </Table.Summary.Row>
            )}
          />
        ) : (
          <>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('accountDesk.emptyTray')} />
            <label htmlFor="desk-amount">{t('accountDesk.amount')}</label>
            <Input
              id="desk-amount"
              inputMode="decimal"
              value={tray.amountText}
              status={amountBad ? 'error' : undefined}
              onChange={(e) => set({ amountText: e.target.value })}
              onPressEnter={onDone}
            />
            {amountBad && <Typography.Text type="danger">{t('accountDesk.amountInvalid')}</Typography.Text>}
          </>
        )}
        <Space wrap style={{ marginTop: 12 }}>
          <Input style={{ width: 200 }} aria-label={t('accountDesk.coupon')} placeholder={t('accountDesk.coupon')} maxLength={64} value={tray.couponNo} onChange={(e) => set({ couponNo: e.target.value })} />
          <InputNumber<number>
            style={{ width: 140 }}
            aria-label={t('accountDesk.points')}
            placeholder={t('accountDesk.points')}
            min={1}
            max={2_147_483_647}
            precision={0}
            value={tray.usePoints}
            onChange={(v) => set({ usePoints: v })}
          />
        </Space>
      </Card>
    </>
  );
}
