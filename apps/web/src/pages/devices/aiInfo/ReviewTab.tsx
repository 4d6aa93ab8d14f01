import { useState } from 'react';
import { Button, Card, Descriptions, Empty, Image, Popconfirm, Select, Space, Table, Tag, message } from 'antd';
import { CheckOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AiMeal } from '@canteen/contract';
import { call } from '@/api';
import { aiDishLabel, loadAiDishes } from '../aiOptions';
import { formatDateTime } from '@/shell/clock';

type MealDish = AiMeal['dishes'][number];

/** Review of recognised meals: the next meal to check, its dishes, and confirm or correct them. */
export default function ReviewTab() {
  const { t } = useTranslation();
  const [notice, holder] = message.useMessage();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<number>();
  const meal = useQuery({ queryKey: ['devicesAi.mealReview'], queryFn: () => call('devicesAi.mealReview', {}) });
  const current = meal.data ?? null;
  const dishes = useQuery({
    queryKey: ['devicesAi.dishAll', current?.canteenId],
    queryFn: () => loadAiDishes(current?.canteenId),
    enabled: Boolean(current),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['devicesAi.mealReview'] });
  const kept = (current?.dishes ?? []).filter((d) => !d.removed);

  const act = async (fn: () => Promise<unknown>, done?: string) => {
    try {
      await fn();
    } catch {
      return; // the request client has shown the server's reason
    }
    if (done) void notice.success(t(done));
    await reload();
  };

  if (meal.isLoading) return <Card loading />;
  if (!current) return <Empty description={t('devicesAi.review.none')} />;

  const columns = [
    { key: 'dishNumber', dataIndex: 'dishNumber', title: t('devicesAi.dishNumber') },
    {
      key: 'dishName',
      title: t('devicesAi.dishName'),
      render: (_: unknown, d: MealDish) => (d.dishName ? d.dishName : <Tag color="red">{t('devicesAi.review.unknown')}</Tag>),
    },
    {
      key: 'confidence',
      title: t('devicesAi.review.confidence'),
      render: (_: unknown, d: MealDish) =>
        d.confidence === null ? <Tag color="blue">{t('devicesAi.review.added')}</Tag> : <Tag color={d.lowConfidence ? 'orange' : 'green'}>{d.confidence}%</Tag>,
    },
    {
      key: 'actions',
      title: t('widgets.common.actions'),
      render: (_: unknown, d: MealDish) => (
        <Popconfirm title={t('devicesAi.review.removeDish')} onConfirm={() => act(() => call('devicesAi.mealDishRemove', { id: d.mealDishId }))}>
          <Button type="link" size="small" danger icon={<DeleteOutlined />}>
            {t('devicesAi.review.removeDish')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card>
      {holder}
      <Space align="start" size="large" wrap>
        {current.picture ? <Image src={current.picture} width={240} alt={current.deviceTradeNo} /> : null}
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('devicesAi.canteen')}>{current.canteenName}</Descriptions.Item>
          <Descriptions.Item label={t('devicesAi.review.device')}>{current.deviceName}</Descriptions.Item>
          <Descriptions.Item label={t('devicesAi.review.tradeNo')}>{current.deviceTradeNo}</Descriptions.Item>
          <Descriptions.Item label={t('devicesAi.review.at')}>{formatDateTime(current.recognisedAt)}</Descriptions.Item>
        </Descriptions>
      </Space>
      <Table<MealDish> rowKey="mealDishId" size="small" pagination={false} columns={columns} dataSource={kept} style={{ margin: '16px 0' }} />
      <Space wrap>
        <Select
          style={{ width: 260 }}
          aria-label={t('devicesAi.review.addDish')}
          placeholder={t('devicesAi.review.addDish')}
          value={adding}
          onChange={(v: number) => setAdding(v)}
          options={(dishes.data ?? []).map((d) => ({ value: d.aiDishId, label: aiDishLabel(d) }))}
        />
        <Button
          icon={<PlusOutlined />}
          disabled={!adding}
          onClick={() => {
            if (!adding) return;
            void act(async () => {
              await call('devicesAi.mealDishAdd', { mealId: current.mealId, aiDishId: adding });
              setAdding(undefined);
            });
          }}
        >
          {t('devicesAi.review.addDish')}
        </Button>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          disabled={kept.some((d) => d.aiDishId === null)}
          onClick={() =>
            void act(
              () => call('devicesAi.reviewOne', { mealId: current.mealId, aiDishIds: kept.map((d) => d.aiDishId as number) }),
              'devicesAi.review.done',
            )
          }
        >
          {t('devicesAi.review.confirm')}
        </Button>
      </Space>
    </Card>
  );
}
