import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code } from '@canteen/contract';

/** A logged call's result as words: success, or failure with the server's reason (its reply code on hover). */
export default function OperationResult({ code, msg }: { code: number; msg: string }) {
  const { t } = useTranslation();
  if (code === Code.OK) return <Tag color="success">{t('admin.log.success')}</Tag>;
  return (
    <Space size={4} wrap title={String(code)}>
      <Tag color="error">{t('admin.log.failure')}</Tag>
      {msg && <Typography.Text type="danger">{msg}</Typography.Text>}
    </Space>
  );
}
