import { useState } from 'react';
import { Alert, Button, Card, Col, Input, Result, Row, Space, Statistic, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatSignedMoney, type Reconciliation } from '@canteen/contract';
import { call } from '@/api';
import { formatDateTime } from '@/shell/clock';

type Difference = Reconciliation['differences'][number];

/** Reconciliation (/account/reconciliation, menu 806000): every wallet and book against its ledger rows. */
export default function ReconciliationPage() {
  const { t, i18n } = useTranslation();
  const [custName, setCustName] = useState('');
  const [checking, setChecking] = useState(false);
  const [report, setReport] = useState<Reconciliation | null>(null);

  const check = async () => {
    setChecking(true);
    try {
      setReport(await call('accounts.reconcile', { custName: custName.trim() || undefined }));
    } catch {
      // shown by the request client
    } finally {
      setChecking(false);
    }
  };

  const wallet = (w: string) => (i18n.exists(`accounts.wallet.${w}`) ? t(`accounts.wallet.${w}`) : w);
  const columns: TableColumnsType<Difference> = [
    { key: 'who', title: t('accounts.reconcile.who'), render: (_: unknown, d) => (d.bookKind ? <Tag>{t('accounts.reconcile.book', { kind: d.bookKind })}</Tag> : `${d.custName ?? ''} (#${d.accId ?? ''})`) },
    { key: 'wallet', dataIndex: 'wallet', title: t('accounts.ledger.wallet'), render: wallet },
    { key: 'balance', dataIndex: 'balance', title: t('accounts.reconcile.balance'), align: 'right', render: (v: number) => formatSignedMoney(v) },
    { key: 'ledgerSum', dataIndex: 'ledgerSum', title: t('accounts.reconcile.ledgerSum'), align: 'right', render: (v: number) => formatSignedMoney(v) },
    { key: 'lastBalanceAfter', dataIndex: 'lastBalanceAfter', title: t('accounts.reconcile.lastBalanceAfter'), align: 'right', render: (v: number | null) => formatSignedMoney(v) },
    { key: 'gap', title: t('accounts.reconcile.gap'), align: 'right', render: (_: unknown, d) => <span style={{ color: '#cf1322' }}>{formatSignedMoney(d.balance - d.ledgerSum)}</span> },
  ];

  const sumsToZero = report ? report.walletTotal + report.bookTotal === 0 : false;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input allowClear style={{ width: 220 }} placeholder={t('accounts.account.custName')} aria-label={t('accounts.account.custName')} value={custName} onChange={(e) => setCustName(e.target.value)} />
        <Button type="primary" icon={<AuditOutlined />} loading={checking} onClick={() => void check()}>
          {t('accounts.reconcile.check')}
        </Button>
      </Space>
      {!report && <Alert type="info" showIcon title={t('accounts.reconcile.intro')} />}
      {report && (
        <>
          <Card size="small" title={t('accounts.reconcile.checkedAt', { at: formatDateTime(report.checkedAt) })}>
            <Row gutter={[16, 16]}>
              <Col xs={12} md={4}>
                <Statistic title={t('accounts.reconcile.accounts')} value={report.accounts} />
              </Col>
              <Col xs={12} md={4}>
                <Statistic title={t('accounts.reconcile.entries')} value={report.entries} />
              </Col>
              <Col xs={12} md={4}>
                <Statistic title={t('accounts.reconcile.unbalanced')} value={report.unbalancedTxns} styles={{ content: { color: report.unbalancedTxns ? '#cf1322' : '#389e0d' } }} />
              </Col>
              <Col xs={12} md={4}>
                <Statistic title={t('accounts.reconcile.walletTotal')} value={formatSignedMoney(report.walletTotal)} />
              </Col>
              <Col xs={12} md={4}>
                <Statistic title={t('accounts.reconcile.bookTotal')} value={formatSignedMoney(report.bookTotal)} />
              </Col>
              <Col xs={12} md={4}>
                <Statistic
                  title={t('accounts.reconcile.sum')}
                  value={t(sumsToZero ? 'accounts.reconcile.zero' : 'accounts.reconcile.notZero', { amount: formatSignedMoney(report.walletTotal + report.bookTotal) })}
                  styles={{ content: { color: sumsToZero ? '#389e0d' : '#cf1322' } }}
                />
              </Col>
            </Row>
          </Card>
          {report.differences.length === 0 && report.unbalancedTxns === 0 && sumsToZero ? (
            <Result status="success" title={t('accounts.reconcile.agree')} />
          ) : (
            <>
              <Alert type="error" showIcon title={t('accounts.reconcile.disagree', { count: report.differences.length })} />
              <Table<Difference>
                rowKey={(d) => `${d.accId ?? d.bookKind}-${d.wallet}`}
                size="small"
                bordered
                columns={columns}
                dataSource={report.differences}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            </>
          )}
        </>
      )}
    </Space>
  );
}
