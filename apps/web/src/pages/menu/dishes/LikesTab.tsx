import { useState } from 'react';
import { Button, Card, DatePicker, Image, Input, Popconfirm, Rate, Select, Space, Table, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LikeRank, SurveyAnswer } from '@canteen/contract';
import { call } from '@/api';
import { usePagedList } from '@/components/Pagination/usePagedList';
import { datePattern, formatDateTime } from '@/shell/clock';
import { useDishOptions } from './options';

type Range = [Dayjs | null, Dayjs | null] | null;
const days = (range: Range) => ({
  ...(range?.[0] ? { startDate: range[0].format('YYYY-MM-DD') } : {}),
  ...(range?.[1] ? { endDate: range[1].format('YYYY-MM-DD') } : {}),
});

/** Likes of the diners: the dishes ranked by likes over some days, and the survey answers (scores and comments). */
export default function LikesTab() {
  const { t } = useTranslation();
  const [notice, holder] = message.useMessage();
  const types = useDishOptions().data?.types ?? [];
  const [range, setRange] = useState<Range>(null);
  const [typeId, setTypeId] = useState<number | undefined>();
  const [score, setScore] = useState<number | undefined>();
  const [custName, setCustName] = useState('');
  const ranking = usePagedList('menuDishes.likeRanking', { ...days(range), ...(typeId ? { typeId } : {}) });
  const answers = usePagedList('menuDishes.surveyList', { ...days(range), ...(score ? { score } : {}), ...(custName ? { custName } : {}) });

  const empty = async (row: LikeRank) => {
    try {
      const r = await call('menuDishes.likeEmpty', { dishesId: row.dishesId });
      void notice.success(t('menuDishes.likes.emptied', { count: r.removed }));
      await Promise.all([ranking.refresh(), answers.refresh()]);
    } catch {
      // the request client has shown why
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Space wrap>
        <DatePicker.RangePicker aria-label={t('menuDishes.likes.days')} value={range} format={datePattern()} onChange={(v) => setRange(v as Range)} allowEmpty={[true, true]} />
      </Space>
      <Card
        title={t('menuDishes.likes.ranking')}
        extra={
          <Select
            aria-label={t('menuDishes.dish.type')}
            placeholder={t('menuDishes.dish.type')}
            allowClear
            style={{ minWidth: 160 }}
            value={typeId}
            onChange={setTypeId}
            options={types.map((o) => ({ value: o.typeId, label: o.typeName }))}
          />
        }
      >
        <Table<LikeRank>
          rowKey="dishesId"
          size="small"
          bordered
          pagination={false}
          loading={ranking.list.isFetching}
          dataSource={ranking.rows}
          columns={[
            { key: 'rank', dataIndex: 'rank', title: t('menuDishes.likes.rank'), width: 70 },
            { key: 'image', dataIndex: 'image', title: t('menuDishes.dish.image'), render: (v: string | null, r) => (v ? <Image src={v} width={40} alt={r.dishName} /> : null) },
            { key: 'dishName', dataIndex: 'dishName', title: t('menuDishes.dish.name') },
            { key: 'typeName', dataIndex: 'typeName', title: t('menuDishes.dish.type') },
            { key: 'likeCount', dataIndex: 'likeCount', title: t('menuDishes.likes.count') },
            { key: 'scoreCount', dataIndex: 'scoreCount', title: t('menuDishes.likes.scoreCount') },
            { key: 'avgScore', dataIndex: 'avgScore', title: t('menuDishes.likes.avgScore'), render: (v: number | null) => (v === null ? '' : v.toFixed(1)) },
            {
              key: 'actions',
              title: t('widgets.common.actions'),
              render: (_: unknown, row) => (
                <Popconfirm title={t('menuDishes.likes.emptyConfirm', { name: row.dishName })} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => empty(row)}>
                  <Button type="link" size="small" danger>
                    {t('menuDishes.likes.empty')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
        {ranking.pager}
      </Card>
      <Card
        title={t('menuDishes.likes.surveys')}
        extra={
          <Space wrap>
            <Input.Search aria-label={t('menuDishes.likes.person')} placeholder={t('menuDishes.likes.person')} allowClear onSearch={(v) => setCustName(v.trim())} style={{ width: 180 }} />
            <Select
              aria-label={t('menuDishes.likes.score')}
              placeholder={t('menuDishes.likes.score')}
              allowClear
              style={{ width: 120 }}
              value={score}
              onChange={setScore}
              options={[5, 4, 3, 2, 1].map((s) => ({ value: s, label: t('menuDishes.likes.stars', { count: s }) }))}
            />
          </Space>
        }
      >
        <Table<SurveyAnswer>
          rowKey="likeId"
          size="small"
          bordered
          pagination={false}
          loading={answers.list.isFetching}
          dataSource={answers.rows}
          columns={[
            { key: 'dishName', dataIndex: 'dishName', title: t('menuDishes.dish.name') },
            { key: 'score', dataIndex: 'score', title: t('menuDishes.likes.score'), render: (v: number | null) => (v === null ? '' : <Rate disabled value={v} aria-label={t('menuDishes.likes.stars', { count: v })} />) },
            { key: 'comment', dataIndex: 'comment', title: t('menuDishes.likes.comment') },
            { key: 'custName', dataIndex: 'custName', title: t('menuDishes.likes.person'), render: (v: string, r) => `${v}（${r.custNum}）` },
            { key: 'createdAt', dataIndex: 'createdAt', title: t('menuDishes.likes.at'), render: (v: string) => formatDateTime(v) },
          ]}
        />
        {answers.pager}
      </Card>
    </Space>
  );
}
