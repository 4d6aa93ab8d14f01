import { useMemo } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import ResourcePage from '@/components/ResourcePage';
import { personFields } from '../persons/fields';

/** Cancelled people (/personal/personnalLogOut, menu 707000), latest cancelled first; read only. */
export default function CancelledPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useMemo(() => personFields({ kind: true, cancelled: true }).map((f) => (f.key === 'kind' ? { ...f, inSearch: false } : f)), []);
  return (
    <ResourcePage
      title="customers.cancelledTitle"
      rowKey="custId"
      fields={fields}
      pageEndpoint="customers.cancelledPage"
      print
      extraActions={(row) => (
        <Button type="link" size="small" onClick={() => void navigate(`/personal/personnal/detail?id=${String(row.custId)}`)}>
          {t('customers.detail')}
        </Button>
      )}
    />
  );
}
