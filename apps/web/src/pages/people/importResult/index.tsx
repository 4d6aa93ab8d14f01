import { useState } from 'react';
import { Alert, Button, Empty, Result, Table } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImportRowError } from '@canteen/contract';
import { loadImportResult } from './store';

/** The last people import (/personal/personnal/daorujieguo, menu 704040): the count written, or every wrong row. */
export default function ImportResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [result] = useState(loadImportResult);
  const back = (
    <Button type="primary" onClick={() => void navigate('/personal/personnal')}>
      {t('customers.back')}
    </Button>
  );
  if (!result) return <Empty description={t('customers.result.none')}>{back}</Empty>;
  if (!result.errors) {
    return (
      <Result
        status="success"
        title={t('customers.result.success')}
        subTitle={`${t('customers.result.file', { name: result.fileName })} · ${t('customers.result.successText', { total: result.total, imported: result.imported ?? 0 })}`}
        extra={back}
      />
    );
  }
  return (
    <>
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('customers.result.failed')}
        description={`${t('customers.result.file', { name: result.fileName })} · ${result.msg ?? ''}`}
        action={back}
      />
      <Table<ImportRowError>
        rowKey={(e) => `${e.row}-${e.field}`}
        dataSource={result.errors}
        bordered
        size="middle"
        pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          { key: 'row', dataIndex: 'row', title: t('customers.result.row'), width: 90 },
          { key: 'custNum', dataIndex: 'custNum', title: t('customers.custNum'), width: 160 },
          { key: 'field', dataIndex: 'field', title: t('customers.result.field'), width: 140, render: (field: string) => t(`customers.${field}`) },
          { key: 'message', dataIndex: 'message', title: t('customers.result.message') },
        ]}
      />
    </>
  );
}
