import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Col, Input, Modal, Row, Select, Space, Tag, Typography, type InputRef } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAY_CODE_PREFIX, formatMoney, type ConsumeResult } from '@canteen/contract';
import { ApiError, call } from '@/api';
import { findRoute } from '@/shell/routeModel';
import { useShellRoutes } from '@/shell/shellRoutes';
import { newBizNo } from '../shared/money';
import PersonPicker from '../shared/PersonPicker';
import { loadPlace, savePlace, type DeskPlace } from './place';
import { linesOf } from './tray';
import TrayCard, { trayAmount, type TrayState } from './TrayCard';
import PayerCard from './PayerCard';
import PreviewCard from './PreviewCard';
import PaidCard from './PaidCard';

type PayerKey = { custId: number } | { cardNo: string } | { qrCode: string };
const emptyTray = (): TrayState => ({ picked: new Map(), amountText: '', couponNo: '', usePoints: null });

/** What the reader typed: a payment code (it starts with the code prefix) or a card number. */
const keyOf = (text: string): PayerKey => (text.startsWith(PAY_CODE_PREFIX) ? { qrCode: text } : { cardNo: text });

/**
 * The cashier desk (/account/desk, menu 807000). The canteen and stall are remembered on this browser, the meal
 * period follows the clock (the server's), and the card reader's field keeps the focus: a swipe and Enter find the
 * payer, Enter again charges. Dishes come from the meal's recipe, priced by the server; without dishes an amount is
 * charged. The dry run shows what the rules and wallets will do before anything is paid.
 */
export default function DeskPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [place, setPlace] = useState<DeskPlace>(loadPlace);
  const [reader, setReader] = useState('');
  const [payerKey, setPayerKey] = useState<PayerKey | null>(() => (Number(params.get('custId')) > 0 ? { custId: Number(params.get('custId')) } : null));
  const [tray, setTray] = useState<TrayState>(emptyTray);
  const [picking, setPicking] = useState(false);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<{ result: ConsumeResult; name: string } | null>(null);
  const readerRef = useRef<InputRef>(null);
  // One bizNo per payment asked: a retry of the same request reuses it (the server answers it once); any change is another payment.
  const pending = useRef<{ request: string; bizNo: string } | null>(null);
  const focusReader = () => readerRef.current?.focus();
  // Picking a person lists accounts: only for a user who holds the accounts page.
  const canPick = !!findRoute(useShellRoutes().permitted, '/account/accountino');

  const canteens = useQuery({ queryKey: ['deskCanteens'], queryFn: () => call('canteens.canteenList', {}, { silent: true }) });
  const canteenId = canteens.data?.some((c) => c.canteenId === place.canteenId) ? place.canteenId : canteens.data?.[0]?.canteenId;
  const menu = useQuery({
    queryKey: ['accounts.deskMenu', canteenId],
    queryFn: () => call('accounts.deskMenu', { canteenId: canteenId! }, { loading: false }),
    enabled: canteenId !== undefined,
    refetchInterval: 60_000,
  });
  const stallId = menu.data?.stalls.some((s) => s.stallId === place.stallId) ? place.stallId : undefined;
  const payer = useQuery({ queryKey: ['accounts.deskPayer', payerKey], queryFn: () => call('accounts.deskPayer', payerKey!), enabled: payerKey !== null, retry: false });

  const lines = linesOf(tray.picked, menu.data);
  const amount = trayAmount(tray, menu.data);
  const order =
    canteenId !== undefined && amount !== null && amount > 0
      ? {
          canteenId,
          ...(stallId !== undefined && { stallId }),
          ...(lines.length && { items: lines.map((l) => ({ dishId: l.dishId, qty: l.qty })) }),
          amount,
          ...(tray.couponNo.trim() && { couponNo: tray.couponNo.trim() }),
          ...(tray.usePoints && { usePoints: tray.usePoints }),
        }
      : null;
  const custId = payer.data?.custId;
  const preview = useQuery({
    queryKey: ['accounts.deskPreview', custId, order],
    queryFn: () => call('accounts.deskPreview', { custId: custId!, ...order! }, { silent: true, loading: false }),
    enabled: custId !== undefined && order !== null,
    retry: false,
  });
  const previewError = preview.error instanceof ApiError ? preview.error.msg : null;
  const payable = preview.data?.allowed && !preview.isFetching ? preview.data.payable : null;

  useEffect(() => {
    if (payer.data) focusReader();
  }, [payer.data]);

  const changePlace = (next: DeskPlace) => {
    setPlace(next);
    savePlace(next);
    focusReader();
  };
  const next = () => {
    setPaid(null);
    setPayerKey(null);
    setTray(emptyTray());
    focusReader();
  };
  const pay = async () => {
    if (!payerKey || !order || payable === null || paying) return;
    const request = { ...payerKey, ...order };
    const key = JSON.stringify(request);
    if (pending.current?.request !== key) pending.current = { request: key, bizNo: newBizNo() };
    setPaying(true);
    try {
      const result = await call('accounts.deskPay', { bizNo: pending.current.bizNo, ...request });
      pending.current = null;
      setPaid({ result, name: payer.data?.custName ?? '' });
      setPayerKey(null);
      setTray(emptyTray());
    } catch {
      // The request client has said why; the dry run is asked again with the balances as they are now.
      void preview.refetch();
    } finally {
      setPaying(false);
      focusReader();
    }
  };
  const onReaderEnter = () => {
    const text = reader.trim();
    setReader('');
    if (!text) return void pay();
    setPaid(null);
    setPayerKey(keyOf(text));
  };

  return (
    <Row gutter={16}>
      <Col xs={24} xl={14}>
        <Card size="small">
          <Space wrap>
            <Select
              style={{ minWidth: 180 }}
              aria-label={t('accountDesk.canteen')}
              placeholder={t('accountDesk.pickCanteen')}
              value={canteenId}
              loading={canteens.isLoading}
              options={(canteens.data ?? []).map((c) => ({ value: c.canteenId, label: c.canteenName }))}
              onChange={(v) => changePlace({ canteenId: v })}
            />
            <Select
              style={{ minWidth: 160 }}
              aria-label={t('accountDesk.stall')}
              placeholder={t('accountDesk.noStall')}
              allowClear
              value={stallId}
              options={(menu.data?.stalls ?? []).map((s) => ({ value: s.stallId, label: s.stallName }))}
              onChange={(v) => changePlace({ canteenId, stallId: v })}
            />
            {menu.data &&
              (menu.data.mealType === null ? (
                <Tag color="orange">{t('accountDesk.noMealShort')}</Tag>
              ) : (
                <Tag color="blue">{t('accountDesk.mealNow', { meal: t(`canteens.mealType.${menu.data.mealType}`), day: menu.data.day })}</Tag>
              ))}
          </Space>
        </Card>
        <Card size="small" style={{ marginTop: 16 }} title={t('accountDesk.payer')}>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              ref={readerRef}
              autoFocus
              size="large"
              autoComplete="off"
              aria-label={t('accountDesk.reader')}
              placeholder={t('accountDesk.reader')}
              maxLength={64}
              value={reader}
              onChange={(e) => setReader(e.target.value)}
              onPressEnter={onReaderEnter}
            />
            <Button size="large" onClick={onReaderEnter}>
              {t('accountDesk.find')}
            </Button>
            {canPick && (
              <Button size="large" icon={<UserOutlined />} onClick={() => setPicking(true)}>
                {t('accountDesk.pickPerson')}
              </Button>
            )}
          </Space.Compact>
          <Typography.Text type="secondary">{t('accountDesk.readerHint')}</Typography.Text>
          <div style={{ marginTop: 12 }}>
            {payer.data && payerKey ? <PayerCard payer={payer.data} /> : !paid && <Alert type="info" showIcon title={t('accountDesk.noPayer')} />}
          </div>
        </Card>
        <div style={{ marginTop: 16 }}>
          <TrayCard
            menu={menu.data}
            tray={tray}
            onChange={(v) => {
              setPaid(null);
              setTray(v);
            }}
            onDone={focusReader}
          />
        </div>
      </Col>
      <Col xs={24} xl={10}>
        {paid ? (
          <Card size="small">
            <PaidCard result={paid.result} name={paid.name} onNext={next} />
          </Card>
        ) : (
          <>
            <PreviewCard preview={payer.data && order ? preview.data : undefined} error={payer.data && order ? previewError : null} />
            <Button type="primary" size="large" block style={{ marginTop: 16 }} disabled={payable === null || !payerKey} loading={paying} onClick={() => void pay()}>
              {t('accountDesk.pay', { amount: payable === null ? '' : formatMoney(payable) })}
            </Button>
          </>
        )}
      </Col>
      <Modal open={picking} title={t('accountDesk.pickPerson')} footer={null} width={900} onCancel={() => setPicking(false)} destroyOnHidden>
        <PersonPicker
          mode="single"
          selected={[]}
          onSelect={(rows) => {
            if (!rows[0]) return;
            setPaid(null);
            setPayerKey({ custId: rows[0].custId });
            setPicking(false);
          }}
        />
      </Modal>
    </Row>
  );
}
