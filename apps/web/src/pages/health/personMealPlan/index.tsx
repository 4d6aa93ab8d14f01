import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PersonHealthRecipes } from '@canteen/contract';
import { call } from '@/api';
import { amountText } from '../healthRecipes/nutrition';

type Recipe = PersonHealthRecipes['recipes'][number];

const MATCH_COLOURS = { chronic: 'red', psnType: 'blue', general: 'default' } as const;

/**
 * The health recipes that suit one person (/healthcenter/peican2?custId=…, hidden, menu 908000): their chronic
 * illnesses and person type, then the recipes for their illnesses, their type and everyone, each with its day's
 * main nutrients and a link to its meal plan.
 */
export default function PersonMealPlanPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const custId = Number(params.get('custId'));
  const result = useQuery({ queryKey: ['healthRecipes.custRecipes', custId], queryFn: () => call('healthRecipes.custRecipes', { custId }), enabled: custId > 0 });
  if (!(custId > 0)) return <Empty description={t('healthRecipes.person.none')} />;
  if (result.isPending) return <Skeleton active />;
  if (result.isError) return <Alert type="error" showIcon title={t('healthRecipes.person.notFound')} />;
  const { person, recipes } = result.data;
  const main = new Set(['energy', 'protein', 'fat', 'carbohydrate']);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={t('healthRecipes.person.title', { name: person.custName })}>
        <Descriptions.Item label={t('healthRecipes.person.custNum')}>{person.custNum}</Descriptions.Item>
        <Descriptions.Item label={t('healthRecipes.person.org')}>{person.orgName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('healthRecipes.person.psnType')}>{person.psnTypeName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('healthRecipes.person.chronics')}>
          {person.chronics.length ? person.chronics.map((c) => <Tag key={c.id}>{c.name}</Tag>) : t('healthRecipes.person.noChronics')}
        </Descriptions.Item>
      </Descriptions>
      <Card size="small">
        <Table<Recipe>
          size="small"
          rowKey="healthRecipeId"
          pagination={false}
          dataSource={recipes}
          locale={{ emptyText: t('healthRecipes.person.noRecipes') }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'recipe',
              title: t('healthRecipes.node.kind.recipe'),
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <strong>{[...r.path, r.name].join(' / ')}</strong>
                  {r.description && <Typography.Text>{r.description}</Typography.Text>}
                </Space>
              ),
            },
            {
              key: 'match',
              title: t('healthRecipes.person.match'),
              render: (_, r) => <Tag color={MATCH_COLOURS[r.matchedBy]}>{t(`healthRecipes.person.matched.${r.matchedBy}`, { names: r.matchedChronics.join('、') })}</Tag>,
            },
            { key: 'dishes', title: t('healthRecipes.detail.dishes'), render: (_, r) => t('healthRecipes.person.dishCount', { count: r.lineCount }) },
            {
              key: 'nutrition',
              title: t('healthRecipes.totals.day'),
              render: (_, r) =>
                r.totals
                  .filter((n) => main.has(n.code))
                  .map((n) => `${n.name} ${amountText(n.amount)} ${n.unit}`)
                  .join(' · '),
            },
            {
              key: 'actions',
              title: t('widgets.common.actions'),
              render: (_, r) => (
                <Button type="link" onClick={() => void navigate(`/healthcenter/peican?healthRecipeId=${r.healthRecipeId}`)}>
                  {t('healthRecipes.person.viewPlan')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
