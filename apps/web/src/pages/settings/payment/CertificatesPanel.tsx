import { useState } from 'react';
import { Button, Form, Input, Select, Space, Table, Tag, Typography, message } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CertApplication, PaymentBank } from '@canteen/contract';
import { call } from '@/api';
import { usePagedList } from '@/components/Pagination/usePagedList';
import FormDialog from '@/components/FormDialog';
import { bankChoices } from './CloudPosPage';
import { formatDate, formatDateTime } from '@/shell/clock';

const STATE_COLOR = { submitted: 'processing', issued: 'success', failed: 'error' } as const;

/** Applying for a bank's payment certificate and recording the certificate the bank returns (menu 211000). */
export default function CertificatesPanel() {
  const { t } = useTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [bank, setBank] = useState<PaymentBank>('abcBank');
  const [recording, setRecording] = useState<CertApplication | null>(null);

  const { list, rows, pager, refresh } = usePagedList('settings.certApplicationPage', {});

  const apply = useMutation({
    mutationFn: () => call('settings.certApply', { bank }),
    onSuccess: () => {
      void notice.success(t('settings.cert.applied'));
      void refresh();
    },
  });

  const bankLabel = (value: string) => t(`settings.paymentBank.${value}`);
  return (
    <>
      {noticeHolder}
      <Space style={{ marginBottom: 16 }} wrap>
        <span>{t('settings.cloudPos.bank')}</span>
        <Select<PaymentBank>
          aria-label={t('settings.cloudPos.bank')}
          style={{ minWidth: 200 }}
          value={bank}
          onChange={setBank}
          options={bankChoices.map((o) => ({ value: o.value as PaymentBank, label: t(o.label) }))}
        />
        <Button type="primary" loading={apply.isPending} onClick={() => apply.mutate()}>
          {t('settings.cert.apply')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{t('settings.cert.hint')}</Typography.Paragraph>
      <Table<CertApplication>
        rowKey="id"
        loading={list.isFetching}
        pagination={false}
        dataSource={rows}
        expandable={{
          expandedRowRender: (row) => (
            <Typography.Paragraph copyable={{ text: row.publicKey }}>
              <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{row.publicKey}</pre>
            </Typography.Paragraph>
          ),
        }}
        columns={[
          { title: t('settings.cloudPos.bank'), dataIndex: 'bank', render: bankLabel },
          { title: t('settings.cert.subject'), dataIndex: 'subject' },
          { title: t('settings.cert.state'), dataIndex: 'state', render: (s: CertApplication['state']) => <Tag color={STATE_COLOR[s]}>{t(`settings.cert.state.${s}`)}</Tag> },
          { title: t('settings.cert.requestedAt'), dataIndex: 'requestedAt', render: (v: string) => formatDateTime(v) },
          { title: t('settings.cert.serialNumber'), dataIndex: 'serialNumber', render: (v: string | null) => v ?? '—' },
          { title: t('settings.cert.validTo'), dataIndex: 'validTo', render: (v: string | null) => (v ? formatDate(v) : '—') },
          {
            title: t('settings.cert.actions'),
            key: 'actions',
            render: (_, row) =>
              row.state === 'issued' ? null : (
                <Button type="link" onClick={() => setRecording(row)}>
                  {t('settings.cert.record')}
                </Button>
              ),
          },
        ]}
      />
      {pager}
      {recording && (
        <FormDialog<{ certificate: string }>
          name="certIssued"
          title={t('settings.cert.record')}
          layout="vertical"
          okText="settings.save"
          maskClosable
          onSubmit={async ({ certificate }) => {
            // A certificate refused (not this application's key) shows under the field; the dialog stays open.
            await call('settings.certIssued', { id: recording.id, certificate });
            void notice.success(t('settings.cert.recorded'));
            void refresh();
          }}
          onClose={() => setRecording(null)}
        >
          <Form.Item name="certificate" label={t('settings.cert.certificate')} rules={[{ required: true, message: t('settings.cert.certificateRequired') }]}>
            <Input.TextArea rows={10} maxLength={20000} placeholder="-----BEGIN CERTIFICATE-----" />
          </Form.Item>
        </FormDialog>
      )}
    </>
  );
}
