import { useState } from 'react';
import { Alert, Button, Empty, Table } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImportRowError } from '@canteen/contract';
import { loadImportErrors } from './store';

/** The last refused money import (/account/daoruyichang, menu 802000): every wrong row; nothing was stored. */
export default function ImportErrorsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [stored] = useState(loadImportErrors);
  if (!stored) return <Empty description={t('accountImports.errors.none')} />;
  const back = (
    <Button type="primary" onClick={() => void navigate(stored.back)}>
      {t('accountImports.back')}
    </Button>
  );
  return (
    <>
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('accountImports.errors.title', { what: t(stored.what) })}
        description={`${t('accountImports.errors.file', { name: stored.fileName, total: stored.total, count: stored.errors.length })} · ${stored.msg}`}
        action={back}
      />
      <Table<ImportRowError>
        rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
        dataSource={stored.errors}
        bordered
        size="middle"
        pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          { key: 'row', dataIndex: 'row', title: t('accountImports.errors.row'), width: 90 },
          { key: 'custNum', dataIndex: 'custNum', title: t('accountImports.field.custNum'), width: 160 },
          { key: 'field', dataIndex: 'field', title: t('accountImports.errors.field'), width: 140, render: (field: string) => t(`accountImports.field.${field}`, { defaultValue: field }) },
          { key: 'message', dataIndex: 'message', title: t('accountImports.errors.message') },
        ]}
      />
    </>
  );
}
