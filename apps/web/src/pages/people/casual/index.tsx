import { useMemo } from 'react';
import { Button, Popconfirm } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import ResourcePage from '@/components/ResourcePage';
import { call } from '@/api';
import { personFields } from '../persons/fields';

/** Temporary staff (/personal/personnalCasual, menu 706000): people of kind casual. */
export default function CasualPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fields = useMemo(() => personFields(), []);
  const cancel = async (custId: number) => {
    try {
      await call('customers.cancel', { custId });
    } catch {
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['customers.casualPage'] });
  };
  return (
    <ResourcePage
      title="customers.casualTitle"
      rowKey="custId"
      fields={fields}
      pageEndpoint="customers.casualPage"
      addEndpoint="customers.add"
      editEndpoint="customers.edit"
      fromForm={(content, mode, row) => ({ ...content, kind: 'casual', ...(mode === 'edit' && row ? { custId: row.custId } : {}) })}
      formWidth={720}
      extraActions={(row) => (
        <>
          <Button type="link" size="small" onClick={() => void navigate(`/personal/personnal/detail?id=${String(row.custId)}`)}>
            {t('customers.detail')}
          </Button>
          <Popconfirm title={t('customers.confirmCancel')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => cancel(row.custId)}>
            <Button type="link" size="small" danger icon={<StopOutlined />}>
              {t('customers.cancel')}
            </Button>
          </Popconfirm>
        </>
      )}
    />
  );
}
