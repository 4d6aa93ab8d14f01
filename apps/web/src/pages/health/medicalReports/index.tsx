import { Button, Empty, Image, Space, Table, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HealthReport } from '@canteen/contract';
import { usePagedList } from '@/components/Pagination/usePagedList';
import { formatDate } from '@/shell/clock';

const one = (v: number | null) => (v === null ? '—' : v.toFixed(1));

/** A person's health reports (/healthcenter/medicalreport2?custId=, menu 906000), read-only with their images. */
export default function MedicalReportsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const custId = Number(params.get('custId'));
  const { list, rows, pager } = usePagedList('health.reportPage', { custId }, { enabled: custId > 0 });
  if (!(custId > 0)) return <Empty description={t('health.detail.noPerson')} />;
  const who = rows[0] ? `${rows[0].custName} (${rows[0].custNum})` : '';
  return (
    <div>
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('health.report.title')} {who}
        </Typography.Title>
        <Button onClick={() => void navigate(`/healthcenter/detail?custId=${custId}`)}>{t('health.person.detail')}</Button>
      </Space>
      <Table<HealthReport>
        rowKey="heainfoId"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        bordered
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.isError ? t('health.detail.notFound') : t('health.report.none') }}
        columns={[
          { key: 'reportDate', dataIndex: 'reportDate', title: t('health.report.date'), render: (v: string) => formatDate(v) },
          { key: 'institution', dataIndex: 'institution', title: t('health.report.institution') },
          { key: 'height', dataIndex: 'height', title: t('health.report.height'), render: one },
          { key: 'weight', dataIndex: 'weight', title: t('health.report.weight'), render: one },
          { key: 'bloodPressure', dataIndex: 'bloodPressure', title: t('health.report.bloodPressure') },
          { key: 'bloodSugar', dataIndex: 'bloodSugar', title: t('health.report.bloodSugar'), render: one },
          { key: 'conclusion', dataIndex: 'conclusion', title: t('health.report.conclusion') },
          {
            key: 'images',
            dataIndex: 'images',
            title: t('health.report.images'),
            render: (images: string[], r) =>
              images.length ? (
                <Image.PreviewGroup>
                  {images.map((src, k) => (
                    <Image key={src} src={src} width={48} alt={`${t('health.report.images')} ${formatDate(r.reportDate)} ${k + 1}`} />
                  ))}
                </Image.PreviewGroup>
              ) : null,
          },
        ]}
      />
      {pager}
    </div>
  );
}
