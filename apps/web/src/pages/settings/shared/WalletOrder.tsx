import { useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Space, message } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Wallet } from '@canteen/contract';
import { call } from '@/api';

/** The wallets in deduction order; arrows move one up or down. */
export function WalletOrderInput({ value = [], onChange }: { value?: Wallet[]; onChange?: (order: Wallet[]) => void }) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => {
    const next = [...value];
    [next[from], next[to]] = [next[to], next[from]];
    onChange?.(next);
  };
  return (
    <div style={{ border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 8 }}>
      {value.map((wallet, i) => (
        <Flex key={wallet} justify="space-between" align="center" style={{ padding: '8px 16px', borderTop: i ? '1px solid rgba(5, 5, 5, 0.06)' : undefined }}>
          <span>
            {i + 1}. {t(`settings.wallet.${wallet}`)}
          </span>
          <Space>
            <Button size="small" icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={t('settings.deduction.up', { wallet: t(`settings.wallet.${wallet}`) })} onClick={() => move(i, i - 1)} />
            <Button size="small" icon={<ArrowDownOutlined />} disabled={i === value.length - 1} aria-label={t('settings.deduction.down', { wallet: t(`settings.wallet.${wallet}`) })} onClick={() => move(i, i + 1)} />
          </Space>
        </Flex>
      ))}
    </div>
  );
}

export const orderText = (order: Wallet[], t: (key: string) => string) => order.map((w) => t(`settings.wallet.${w}`)).join(' → ');

/** The deduction order of one channel: read, rearrange, save. */
type Channel = { getId: 'settings.deductionGet'; updateId: 'settings.deductionUpdate' } | { getId: 'settings.deductionAppletGet'; updateId: 'settings.deductionAppletUpdate' };

export default function WalletOrderCard({ getId, updateId, title }: Channel & { title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const stored = useQuery({ queryKey: [getId], queryFn: () => call(getId) });
  const [draft, setDraft] = useState<Wallet[] | null>(null);
  const order = draft ?? stored.data?.order ?? [];

  const save = async () => {
    try {
      await call(updateId, { order });
    } catch {
      return; // the request client has shown why
    }
    void notice.success(t('widgets.resource.edited'));
    setDraft(null);
    await queryClient.invalidateQueries({ queryKey: [getId] });
  };

  return (
    <Card title={t(title)} style={{ marginBottom: 16 }}>
      {noticeHolder}
      {stored.isPending ? (
        <Skeleton active />
      ) : stored.isError ? (
        <Alert type="error" showIcon title={t('settings.loadFailed')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%', maxWidth: 420 }}>
          <Alert type="info" showIcon title={t('settings.deduction.help')} />
          <WalletOrderInput value={order} onChange={setDraft} />
          <Button type="primary" onClick={() => void save()}>
            {t('settings.save')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
