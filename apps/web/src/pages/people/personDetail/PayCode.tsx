import { useEffect, useState } from 'react';
import { Button, Modal, QRCode, Space, Typography } from 'antd';
import { QrcodeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayCode } from '@canteen/contract';
import { call } from '@/api';

/** Seconds the shown code still pays, counted from when it arrived (not from the browser's idea of server time). */
function useSecondsLeft(ticking: boolean, code: PayCode | undefined, receivedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return code ? Math.max(0, code.expiresIn - Math.floor(Math.max(0, now - receivedAt) / 1000)) : 0;
}

/**
 * The person's QR payment code (customers.payCode) for a device to scan, in a dialog with its countdown: a new
 * code on each opening, when the shown one expires, and on request (a code pays once). Nothing is fetched while
 * the dialog is closed.
 */
export default function PayCodeButton({ custId, name }: { custId: number; name: string }) {
  const { t } = useTranslation();
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const open = openedAt !== null;
  const { data, dataUpdatedAt, isFetching, isError, refetch } = useQuery({
    queryKey: ['customers.payCode', custId, openedAt],
    queryFn: () => call('customers.payCode', { custId }),
    enabled: open,
    gcTime: 0,
    staleTime: Infinity,
  });
  const left = useSecondsLeft(open, data, dataUpdatedAt);
  useEffect(() => {
    if (open && data && left === 0 && !isFetching && !isError) void refetch();
  }, [open, data, left, isFetching, isError, refetch]);

  return (
    <>
      <Button icon={<QrcodeOutlined />} onClick={() => setOpenedAt(Date.now())}>
        {t('customers.payCode.show')}
      </Button>
      <Modal open={open} title={t('customers.payCode.title', { name })} footer={null} destroyOnHidden width={360} onCancel={() => setOpenedAt(null)}>
        <Space orientation="vertical" align="center" style={{ width: '100%' }}>
          <QRCode
            type="svg"
            size={220}
            value={data?.code ?? '-'}
            status={isFetching ? 'loading' : isError || !data ? 'expired' : 'active'}
            onRefresh={() => void refetch()}
          />
          {data && !isFetching && <Typography.Text strong>{t('customers.payCode.left', { seconds: left })}</Typography.Text>}
          <Typography.Text type="secondary">{t('customers.payCode.hint')}</Typography.Text>
          <Button icon={<ReloadOutlined />} disabled={isFetching} onClick={() => void refetch()}>
            {t('customers.payCode.refresh')}
          </Button>
        </Space>
      </Modal>
    </>
  );
}
