import { Button, Empty, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import HealthReports from './HealthReports';

/** A person's health reports in the health centre (/healthcenter/medicalreport2?custId=, menu 906000): the people page's list, read-only. */
export default function PersonReportsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const custId = Number(params.get('custId'));
  if (!(custId > 0)) return <Empty description={t('health.detail.noPerson')} />;
  return (
    <HealthReports
      readOnly
      custId={custId}
      heading={(rows) => (
        <Space wrap>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('health.report.title')} {rows[0] ? `${rows[0].custName} (${rows[0].custNum})` : ''}
          </Typography.Title>
          <Button onClick={() => void navigate(`/healthcenter/detail?custId=${custId}`)}>{t('health.person.detail')}</Button>
        </Space>
      )}
    />
  );
}
