import { useMemo, useState } from 'react';
import { Alert, Button, Modal, Popconfirm, Table, Tag, Typography, Upload, message } from 'antd';
import { DisconnectOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardBind, ImportResult, ImportRowError } from '@canteen/contract';
import { call, isPassThrough, upload, type PassThroughReply } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';

const PAGE_ID = 'customers.bindPage';
const CODE = /^[A-Za-z0-9]*$/;
const STATE_OPTIONS: FieldOption[] = ['bound', 'removed'].map((v) => ({ value: v, label: `customers.bind.state.${v}` }));

/** Card binding (/personal/cardbind, menu 708000): chip serials bound to card numbers, their history and an xlsx import. */
export default function CardBindingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [failure, setFailure] = useState<{ msg: string; errors: ImportRowError[] } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PAGE_ID] });

  const fields = useMemo<FieldDef<CardBind>[]>(() => {
    // Each field names itself in its message: a bad chip UID must not read as a bad card number.
    const codeRule = (message: string) => [{ pattern: CODE, message: t(message) }];
    return [
      { key: 'cardNo', label: 'customers.bind.cardNo', type: 'text', inSearch: true, rules: codeRule('customers.cardNoInvalid') },
      { key: 'chipUid', label: 'customers.bind.chipUid', type: 'text', inSearch: true, rules: codeRule('customers.bind.chipUidInvalid') },
      { key: 'custName', label: 'customers.bind.custName', type: 'text', inForm: false, inSearch: true },
      { key: 'custNum', label: 'customers.bind.custNum', type: 'text', inForm: false },
      { key: 'orgName', label: 'customers.bind.orgName', type: 'text', inForm: false },
      {
        key: 'state',
        label: 'customers.bind.state',
        type: 'select',
        options: STATE_OPTIONS,
        inForm: false,
        inSearch: true,
        render: (value) => <Tag color={value === 'bound' ? 'green' : 'default'}>{t(`customers.bind.state.${String(value)}`)}</Tag>,
      },
      { key: 'boundAt', label: 'customers.bind.boundAt', type: 'datetime', inForm: false },
      { key: 'operatorName', label: 'customers.bind.operatorName', type: 'text', inForm: false },
      { key: 'removedAt', label: 'customers.bind.removedAt', type: 'datetime', inForm: false },
      { key: 'removedBy', label: 'customers.bind.removedBy', type: 'text', inForm: false },
    ];
  }, [t]);

  const remove = async (bindId: number) => {
    try {
      await call('customers.bindRemove', { bindId });
    } catch {
      return;
    }
    void notice.success(t('customers.visitor.done'));
    await refresh();
  };
  const importFile = async (file: File) => {
    let answer: ImportResult | PassThroughReply;
    try {
      answer = await upload('customers.bindImport', file);
    } catch {
      return; // not an xlsx, a column missing…: the request client has shown why
    }
    if (isPassThrough(answer)) setFailure({ msg: answer.msg, errors: answer.data.errors });
    else {
      void notice.success(t('customers.bind.imported', { imported: answer.imported, total: answer.total }));
      await refresh();
    }
  };

  return (
    <>
      {noticeHolder}
      <ResourcePage
        title="customers.bind.title"
        rowKey="bindId"
        fields={fields}
        pageEndpoint={PAGE_ID}
        addEndpoint="customers.bindAdd"
        extraToolbar={
          <>
            <Upload
              accept=".xlsx"
              showUploadList={false}
              beforeUpload={(file) => {
                void importFile(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>{t('customers.bind.import')}</Button>
            </Upload>
            <Typography.Text type="secondary">{t('customers.bind.importHint')}</Typography.Text>
          </>
        }
        extraActions={(row) =>
          row.state === 'bound' ? (
            <Popconfirm title={t('customers.bind.confirmRemove')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => remove(row.bindId)}>
              <Button type="link" size="small" danger icon={<DisconnectOutlined />}>
                {t('customers.bind.remove')}
              </Button>
            </Popconfirm>
          ) : null
        }
      />
      <Modal open={failure !== null} title={t('customers.bind.importFailed')} footer={null} onCancel={() => setFailure(null)} width={720} destroyOnHidden>
        {failure && (
          <>
            <Alert type="error" showIcon title={failure.msg} style={{ marginBottom: 12 }} />
            <Table<ImportRowError>
              rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
              size="small"
              pagination={{ pageSize: 10 }}
              dataSource={failure.errors}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('customers.bind.row'), width: 70 },
                { key: 'field', dataIndex: 'field', title: t('customers.bind.field'), width: 120, render: (f: string) => t(`customers.bind.${f}`) },
                { key: 'message', dataIndex: 'message', title: t('customers.bind.message') },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  );
}
