import { Alert, Button, Card, Descriptions, Empty, Image, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '@/api';
import { formatDateTime } from '@/shell/clock';
import { safeHtml } from '../subscriptions/safeHtml';

/**
 * One health article (/healthcenter/healthadvicedetail?consultationId=…, hidden, menu 911000): rendered as its
 * readers see it, with how many subscribers it reaches.
 */
export default function AdviceDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const consultationId = Number(params.get('consultationId'));
  const article = useQuery({
    queryKey: ['healthRecipes.consultationDetail', consultationId],
    queryFn: () => call('healthRecipes.consultationDetail', { consultationId }),
    enabled: consultationId > 0,
  });
  if (!(consultationId > 0)) return <Empty description={t('healthRecipes.advice.none')} />;
  if (article.isPending) return <Skeleton active />;
  if (article.isError) return <Alert type="error" showIcon title={t('healthRecipes.advice.notFound')} />;
  const a = article.data;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {a.state === 'draft' && <Alert type="warning" showIcon title={t('healthRecipes.advice.draft')} />}
      <Card
        title={a.title}
        extra={<Button onClick={() => void navigate('/healthcenter/informationsubscription')}>{t('healthRecipes.advice.back')}</Button>}
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('healthRecipes.consultation.category')}>{t(`healthRecipes.consultation.category.${a.category}`)}</Descriptions.Item>
          <Descriptions.Item label={t('healthRecipes.consultation.author')}>{a.author || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('healthRecipes.consultation.publishedAt')}>{a.publishedAt ? formatDateTime(a.publishedAt) : t(`healthRecipes.consultation.state.${a.state}`)}</Descriptions.Item>
          <Descriptions.Item label={t('healthRecipes.consultation.chronics')}>{a.chronics.length ? a.chronics.map((c) => <Tag key={c.id}>{c.name}</Tag>) : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('healthRecipes.consultation.psnTypes')}>{a.psnTypes.length ? a.psnTypes.map((p) => <Tag key={p.id}>{p.name}</Tag>) : '—'}</Descriptions.Item>
        </Descriptions>
        {a.coverImage && <Image src={a.coverImage} alt={t('healthRecipes.consultation.cover')} style={{ maxWidth: 480, margin: '12px 0' }} />}
        {a.summary && <Typography.Paragraph strong>{a.summary}</Typography.Paragraph>}
        <article data-testid="article-body" dangerouslySetInnerHTML={{ __html: safeHtml(a.content) }} />
      </Card>
      <Card size="small" title={t('healthRecipes.advice.reach')}>
        <Statistic title={t('healthRecipes.advice.reachHint')} value={a.reach.total} />
        <Typography.Text>{t('healthRecipes.advice.reachChannels', a.reach)}</Typography.Text>
      </Card>
    </Space>
  );
}
