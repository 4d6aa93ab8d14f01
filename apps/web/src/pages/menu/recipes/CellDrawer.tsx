import { useState } from 'react';
import { Button, Drawer, Empty, Form, Input, InputNumber, Popconfirm, Select, Space, Switch, Table } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type RecipePlan } from '@canteen/contract';
import { call } from '@/api';
import TimeOfDayPicker from '@/components/TimeOfDayPicker';
import { formatDate } from '@/shell/clock';

type PlannedRecipe = RecipePlan['recipes'][number];

interface Line {
  dishId: number;
  dishName: string;
  price: number;
  supplyQty: number | null;
  discountPrice: number | null;
  startTime: string | null;
  endTime: string | null;
}

export interface Cell {
  canteenId: number;
  recipeDate: string;
  mealType: number;
  recipe?: PlannedRecipe;
}

const linesOf = (recipe?: PlannedRecipe): Line[] =>
  (recipe?.details ?? []).map((d) => ({
    dishId: d.dishId,
    dishName: d.dishName,
    price: d.price,
    supplyQty: d.supplyQty,
    discountPrice: d.discountPrice,
    startTime: d.startTime,
    endTime: d.endTime,
  }));

/** Finds approved dishes on shelf by name or pinyin (the server matches "hsr" and "hongshao" to 红烧肉). */
function DishPicker({ onPick, taken }: { onPick: (line: Line) => void; taken: number[] }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = text.trim();
  const found = useQuery({
    queryKey: ['menuRecipes.dishSearch', keyword],
    queryFn: () => call('menuRecipes.dishChoices', { keyword }, { loading: false }),
    staleTime: 30_000,
  });
  const dishes = found.data ?? [];
  return (
    <Select<number>
      aria-label={t('menuRecipes.cell.addDish')}
      style={{ width: '100%' }}
      value={null}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={found.isFetching}
      placeholder={t('menuRecipes.cell.addDishHint')}
      notFoundContent={t('menuRecipes.cell.noDish')}
      options={dishes.map((d) => ({
        value: d.dishesId,
        label: `${d.dishName} · ${d.typeName} · ${formatMoney(d.price)}`,
        disabled: taken.includes(d.dishesId),
      }))}
      onChange={(id) => {
        const d = dishes.find((x) => x.dishesId === id);
        if (d) onPick({ dishId: d.dishesId, dishName: d.dishName, price: d.price, supplyQty: null, discountPrice: null, startTime: null, endTime: null });
        setText('');
      }}
    />
  );
}

/** Edits one planner cell (a canteen's meal of one day): its name, state and dishes, saved in one call. */
export default function CellDrawer({ cell, mealName, onSaved, onClose }: { cell: Cell; mealName: string; onSaved: (outcome?: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(cell.recipe?.name ?? '');
  const [remark, setRemark] = useState(cell.recipe?.remark ?? '');
  const [enabled, setEnabled] = useState(cell.recipe?.enabled ?? true);
  const [lines, setLines] = useState<Line[]>(() => linesOf(cell.recipe));
  const [saving, setSaving] = useState(false);
  const patch = (dishId: number, change: Partial<Line>) => setLines((all) => all.map((l) => (l.dishId === dishId ? { ...l, ...change } : l)));
  const badTime = lines.some((l) => l.startTime && l.endTime && l.endTime <= l.startTime);

  const save = async () => {
    setSaving(true);
    try {
      await call('menuRecipes.saveWithDetails', {
        canteenId: cell.canteenId,
        recipeDate: cell.recipeDate,
        mealType: cell.mealType,
        name: name.trim(),
        remark: remark.trim(),
        enabled,
        details: lines.map((l, sort) => ({ dishId: l.dishId, supplyQty: l.supplyQty, discountPrice: l.discountPrice, startTime: l.startTime, endTime: l.endTime, sort })),
      });
      // Shown by the planner: the drawer closes at once, and a message of its own would go with it.
      onSaved(t('menuRecipes.cell.saved'));
      onClose();
    } catch {
      // the request client has shown the server's message; the drawer stays open
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!cell.recipe) return;
    try {
      await call('menuRecipes.remove', { recipeId: cell.recipe.recipeId });
    } catch {
      return;
    }
    onSaved();
    onClose();
  };

  const columns = [
    {
      title: t('menuRecipes.cell.dish'),
      key: 'dish',
      render: (_: unknown, l: Line) => (
        <span>
          {l.dishName}
          <br />
          {formatMoney(l.price)}
        </span>
      ),
    },
    {
      title: t('menuRecipes.cell.supplyQty'),
      key: 'supplyQty',
      width: 110,
      render: (_: unknown, l: Line) => (
        <InputNumber
          aria-label={`${t('menuRecipes.cell.supplyQty')} ${l.dishName}`}
          min={0}
          max={100000}
          precision={0}
          placeholder={t('menuRecipes.cell.unlimited')}
          value={l.supplyQty}
          onChange={(v) => patch(l.dishId, { supplyQty: typeof v === 'number' ? v : null })}
        />
      ),
    },
    {
      title: t('menuRecipes.cell.discountPrice'),
      key: 'discountPrice',
      width: 120,
      render: (_: unknown, l: Line) => (
        <InputNumber
          aria-label={`${t('menuRecipes.cell.discountPrice')} ${l.dishName}`}
          min={0}
          max={1000000}
          precision={2}
          prefix="￥"
          value={l.discountPrice === null ? null : l.discountPrice / 100}
          onChange={(v) => patch(l.dishId, { discountPrice: typeof v === 'number' ? Math.round(v * 100) : null })}
        />
      ),
    },
    {
      title: t('menuRecipes.cell.time'),
      key: 'time',
      width: 220,
      render: (_: unknown, l: Line) => (
        <Space size={4}>
          <TimeOfDayPicker aria-label={`${t('menuRecipes.cell.startTime')} ${l.dishName}`} value={l.startTime} onChange={(v) => patch(l.dishId, { startTime: v ?? null })} />
          <TimeOfDayPicker aria-label={`${t('menuRecipes.cell.endTime')} ${l.dishName}`} value={l.endTime} onChange={(v) => patch(l.dishId, { endTime: v ?? null })} />
        </Space>
      ),
    },
    {
      title: t('widgets.common.actions'),
      key: 'actions',
      width: 70,
      render: (_: unknown, l: Line) => (
        <Button type="link" danger icon={<DeleteOutlined />} aria-label={`${t('menuRecipes.cell.removeDish')} ${l.dishName}`} onClick={() => setLines((all) => all.filter((x) => x.dishId !== l.dishId))} />
      ),
    },
  ];

  return (
    <Drawer
      open
      size="large"
      title={`${formatDate(cell.recipeDate)} · ${mealName}`}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          {cell.recipe && (
            <Popconfirm title={t('menuRecipes.cell.removeConfirm')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => void remove()}>
              <Button danger>{t('menuRecipes.cell.removeRecipe')}</Button>
            </Popconfirm>
          )}
          <Button type="primary" loading={saving} disabled={badTime} onClick={() => void save()}>
            {t('menuRecipes.cell.save')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical">
        <Form.Item label={t('menuRecipes.cell.name')} htmlFor="recipe-name">
          <Input id="recipe-name" maxLength={50} value={name} onChange={(e) => setName(e.target.value)} placeholder={t('menuRecipes.cell.namePlaceholder')} />
        </Form.Item>
        <Form.Item label={t('menuRecipes.cell.enabled')} htmlFor="recipe-enabled">
          <Switch id="recipe-enabled" checked={enabled} onChange={setEnabled} />
        </Form.Item>
        <Form.Item label={t('menuRecipes.cell.addDish')}>
          <DishPicker taken={lines.map((l) => l.dishId)} onPick={(line) => setLines((all) => [...all, line])} />
        </Form.Item>
        {lines.length ? (
          <Table rowKey="dishId" size="small" pagination={false} dataSource={lines} columns={columns} scroll={{ x: 640 }} />
        ) : (
          <Empty description={t('menuRecipes.cell.empty')} />
        )}
        {badTime && <div role="alert" style={{ color: '#cf1322', marginTop: 8 }}>{t('menuRecipes.cell.badTime')}</div>}
        <Form.Item label={t('menuRecipes.cell.remark')} htmlFor="recipe-remark" style={{ marginTop: 16 }}>
          <Input.TextArea id="recipe-remark" maxLength={200} rows={2} value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
