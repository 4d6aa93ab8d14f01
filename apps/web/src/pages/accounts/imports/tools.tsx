import { useState } from 'react';
import { Alert, Card, Col, Descriptions, Row, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@canteen/contract';
import { LIMITS_HEADERS, WALLET_IMPORT } from './config';
import BatchActions, { type CheckedBatch } from './BatchActions';
import SheetUpload from './SheetUpload';

/**
 * Import tools (/account/rechargewithdrawals/export, hidden menu 803090): opening balances brought from an earlier
 * system (checked, then imported) and balance limits (set at once).
 */
export default function ImportToolsPage() {
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [wallet, setWallet] = useState<(CheckedBatch & { fileName: string }) | null>(null);
  const [limits, setLimits] = useState<{ fileName: string; updated: number } | null>(null);

  return (
    <Row gutter={16}>
      {noticeHolder}
      <Col xs={24} lg={12}>
        <Card title={t(WALLET_IMPORT.what)} style={{ marginBottom: 16 }}>
          <SheetUpload endpointId={WALLET_IMPORT.check} what={WALLET_IMPORT.what} headers={WALLET_IMPORT.headers} onAccepted={(data, fileName) => setWallet({ ...data, fileName })} />
          {wallet && (
            <Card size="small" type="inner" style={{ marginTop: 16 }} title={t('accountImports.batch.checkedTitle')}>
              <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
                <Descriptions.Item label={t('accountImports.batch.batchNo')}>{wallet.batchNo}</Descriptions.Item>
                <Descriptions.Item label={t('accountImports.batch.fileName')}>{wallet.fileName}</Descriptions.Item>
                <Descriptions.Item label={t('accountImports.batch.total')}>{wallet.total}</Descriptions.Item>
                <Descriptions.Item label={t('accountImports.batch.amount')}>{formatMoney(wallet.amount)}</Descriptions.Item>
              </Descriptions>
              <BatchActions
                config={WALLET_IMPORT}
                batch={wallet}
                onDone={(imported) => {
                  if (imported) void notice.success(t('accountImports.batch.imported', { total: imported.total, amount: formatMoney(imported.amount) }));
                  setWallet(null);
                }}
              />
            </Card>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('accountImports.limits.title')} style={{ marginBottom: 16 }}>
          <SheetUpload
            endpointId="accounts.limitsImport"
            what="accountImports.limits.title"
            headers={LIMITS_HEADERS}
            onAccepted={(data, fileName) => setLimits({ fileName, updated: data.updated })}
          />
          <Alert type="warning" showIcon style={{ marginTop: 12 }} title={t('accountImports.limits.note')} />
          {limits && <Alert type="success" showIcon style={{ marginTop: 12 }} title={t('accountImports.limits.done', { name: limits.fileName, count: limits.updated })} />}
        </Card>
      </Col>
    </Row>
  );
}
