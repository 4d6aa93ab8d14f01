import { Button, Popconfirm, Space } from 'antd';
import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney, type OutputOf } from '@canteen/contract';
import { call } from '@/api';
import type { MoneyImportConfig } from './config';

/** A checked (or imported) batch: its number, rows and amount. */
export type CheckedBatch = OutputOf<MoneyImportConfig['check']>;

interface BatchActionsProps {
  config: MoneyImportConfig;
  batch: CheckedBatch;
  /** After the batch was imported (with the server's count and amount) or discarded (null). */
  onDone: (imported: CheckedBatch | null) => void;
  size?: 'small' | 'middle';
}

/**
 * Import or discard a checked batch. Each row moves money with bizNo `<batchNo>-<row>` on the server, so
 * importing twice (a double click, a retry after a lost reply) moves nothing twice; the second try is refused.
 */
export default function BatchActions({ config, batch, onDone, size = 'middle' }: BatchActionsProps) {
  const { t } = useTranslation();
  const link = size === 'small';
  const commit = async () => {
    try {
      onDone(await call(config.commit, { batchNo: batch.batchNo }));
    } catch {
      // the request client has shown why (already imported, an account frozen since the check…)
    }
  };
  const discard = async () => {
    if (!config.discard) return;
    try {
      await call(config.discard, { batchNo: batch.batchNo });
      onDone(null);
    } catch {
      // shown by the request client
    }
  };
  return (
    <Space size="small">
      <Popconfirm
        title={t('accountImports.batch.confirmImport', { total: batch.total, amount: formatMoney(batch.amount) })}
        okText={t('widgets.common.ok')}
        cancelText={t('widgets.common.cancel')}
        onConfirm={commit}
      >
        <Button type={link ? 'link' : 'primary'} size={size} icon={<CheckOutlined />}>
          {t('accountImports.batch.import')}
        </Button>
      </Popconfirm>
      {config.discard && (
        <Popconfirm title={t('accountImports.batch.confirmDiscard')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={discard}>
          <Button type={link ? 'link' : 'default'} danger size={size} icon={<DeleteOutlined />}>
            {t('accountImports.batch.discard')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
