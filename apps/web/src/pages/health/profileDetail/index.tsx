import { Alert, Button, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Table, Tag } from 'antd';
import { FileTextOutlined, LineChartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HealthBasics } from '@canteen/contract';
import { call } from '@/api';
import { formatDate, formatDateTime } from '@/shell/clock';
import { StatusTag, targetText } from '../shared';

type RecentDay = HealthBasics['recent']['days'][number];

/** One person's health (/healthcenter/detail?custId=, menu 907000): basics, measures, profile, pattern, the last 7 days. */
export default function ProfileDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const custId = Number(params.get('custId'));
  const basics = useQuery({ queryKey: ['health.basicsInfo', custId], queryFn: () => call('health.basicsInfo', { custId }), enabled: custId > 0 });
  if (!(custId > 0)) return <Empty description={t('health.detail.noPerson')} />;
  if (basics.isPending) return <Skeleton active />;
  if (basics.isError) return <Alert type="error" showIcon title={t('health.detail.notFound')} />;
  const b = basics.data;
  const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));
  const m = b.measures;
  const chart = () => void navigate(`/healthcenter/analysisdetail?custId=${custId}&from=${b.recent.from}&to=${b.recent.to}`);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        bordered
        column={3}
        title={b.custName}
        extra={
          <Space>
            <Button type="primary" icon={<LineChartOutlined />} onClick={chart}>
              {t('health.detail.openChart')}
            </Button>
            <Button icon={<FileTextOutlined />} onClick={() => void navigate(`/healthcenter/medicalreport2?custId=${custId}`)}>
              {t('health.person.reports')}
            </Button>
            <Button onClick={() => void navigate('/healthcenter/healthpersonal')}>{t('health.detail.back')}</Button>
          </Space>
        }
      >
        <Descriptions.Item label={t('health.person.custNum')}>{b.custNum}</Descriptions.Item>
        <Descriptions.Item label={t('health.person.org')}>{b.orgName}</Descriptions.Item>
        <Descriptions.Item label={t('health.person.psnType')}>{dash(b.psnTypeName)}</Descriptions.Item>
        <Descriptions.Item label={t('health.person.sex')}>{t(`health.sex.${b.sex}`)}</Descriptions.Item>
        <Descriptions.Item label={t('health.person.age')}>{dash(b.age)}</Descriptions.Item>
        <Descriptions.Item label={t('health.person.chronics')}>{b.chronics.map((c) => c.chronicName).join('、') || '—'}</Descriptions.Item>
      </Descriptions>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card size="small" title={m ? `${t('health.detail.measures')} · ${formatDate(m.reportDate)}` : t('health.detail.measures')}>
            {m ? (
              <Descriptions column={2} size="small">
                <Descriptions.Item label={t('health.report.height')}>{dash(m.height)} cm</Descriptions.Item>
                <Descriptions.Item label={t('health.report.weight')}>{dash(m.weight)} kg</Descriptions.Item>
                <Descriptions.Item label={t('health.person.bmi')}>
                  {dash(m.bmi)} {m.bmiCategory && <Tag color={m.bmiCategory === 'normal' ? 'green' : 'orange'}>{t(`health.bmi.${m.bmiCategory}`)}</Tag>}
                </Descriptions.Item>
                <Descriptions.Item label={t('health.report.bloodPressure')}>{dash(m.bloodPressure)} mmHg</Descriptions.Item>
                <Descriptions.Item label={t('health.report.bloodSugar')}>{dash(m.bloodSugar)} mmol/L</Descriptions.Item>
              </Descriptions>
            ) : (
              <Empty description={t('health.detail.noMeasures')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('health.profile.title')}>
            {b.profile ? (
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('health.profile.goal')}>{b.profile.goal ? t(`health.goal.${b.profile.goal}`) : '—'}</Descriptions.Item>
                <Descriptions.Item label={t('health.profile.allergies')}>{dash(b.profile.allergies)}</Descriptions.Item>
                <Descriptions.Item label={t('health.profile.taboos')}>{dash(b.profile.taboos)}</Descriptions.Item>
                <Descriptions.Item label={t('health.profile.remark')}>{dash(b.profile.remark)}</Descriptions.Item>
                <Descriptions.Item label={t('health.profile.updated')}>{`${formatDateTime(b.profile.updatedAt)} ${b.profile.updatedBy}`}</Descriptions.Item>
              </Descriptions>
            ) : (
              <Empty description={t('health.detail.noProfile')} />
            )}
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('health.person.diet')}>
        {b.applied && b.pattern ? (
          <>
            <p>
              <strong>{b.applied.name}</strong> — {t(`health.reason.${b.applied.reason}`, { matched: b.applied.matched })}
            </p>
            <Table
              rowKey="nutritionId"
              size="small"
              pagination={false}
              dataSource={b.pattern.targets}
              columns={[
                { key: 'name', dataIndex: 'name', title: t('health.diet.nutrient') },
                { key: 'target', title: t('health.diet.dailyTarget'), render: (_: unknown, r) => targetText(r.min, r.max, r.unit) },
              ]}
            />
          </>
        ) : (
          <Alert type="warning" showIcon title={t('health.detail.noDiet')} />
        )}
      </Card>
      <Card size="small" title={t('health.detail.recent', { from: formatDate(b.recent.from), to: formatDate(b.recent.to) })}>
        <Table<RecentDay>
          rowKey="day"
          size="small"
          pagination={false}
          dataSource={b.recent.days}
          locale={{ emptyText: t('health.detail.noMeals') }}
          columns={[
            { key: 'day', dataIndex: 'day', title: t('health.intake.day'), render: (v: string) => formatDate(v) },
            { key: 'mealShare', dataIndex: 'mealShare', title: t('health.intake.mealShare'), render: (v: number) => `${v}%` },
            { key: 'energy', title: t('health.nutrient.energy'), render: (_: unknown, r) => <Space size={4}>{`${r.energy} kcal`}<StatusTag status={r.energyStatus} /></Space> },
            { key: 'protein', dataIndex: 'protein', title: t('health.nutrient.protein'), render: (v: number) => `${v} g` },
            { key: 'fat', dataIndex: 'fat', title: t('health.nutrient.fat'), render: (v: number) => `${v} g` },
            { key: 'carbohydrate', dataIndex: 'carbohydrate', title: t('health.nutrient.carbohydrate'), render: (v: number) => `${v} g` },
          ]}
        />
      </Card>
    </Space>
  );
}
