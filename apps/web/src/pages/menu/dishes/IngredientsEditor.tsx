import { useEffect, useState } from 'react';
import { Button, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IngredientOption } from '@canteen/contract';
import { call } from '@/api';
import NutritionTable, { type NutrientRow } from './NutritionTable';

export interface IngredientRow {
  materialId: number | null;
  grams: number | null;
}

/** The sum over the rows of grams / 100 × the material's value per 100 g, as the server computes it. */
export function previewNutrition(rows: IngredientRow[], materials: Map<number, IngredientOption>): NutrientRow[] {
  const sums = new Map<number, NutrientRow>();
  for (const row of rows) {
    const material = row.materialId ? materials.get(row.materialId) : undefined;
    if (!material || !row.grams) continue;
    for (const n of material.nutrients) {
      const sum = sums.get(n.nutrientId) ?? { nutrientId: n.nutrientId, name: n.name, unit: n.unit, amount: 0 };
      sum.amount += (row.grams * n.per100g) / 100;
      sums.set(n.nutrientId, sum);
    }
  }
  return [...sums.values()].map((s) => ({ ...s, amount: Math.round(s.amount * 100) / 100 }));
}

/** Ingredient rows (a raw material and its grams in one portion) with a live nutrition preview. */
export default function IngredientsEditor({ value = [], onChange }: { value?: IngredientRow[]; onChange?: (rows: IngredientRow[]) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const chosen = value.map((r) => r.materialId).filter((id): id is number => id !== null);
  const options = useQuery({
    queryKey: ['menuDishes.materialOptions', keyword, chosen],
    queryFn: () => call('menuDishes.materialOptions', { keyword, materialIds: chosen }, { loading: false }),
    placeholderData: (previous) => previous,
  });
  // Materials seen so far stay known, so the preview keeps rows whose material left the current search.
  const [known, setKnown] = useState(() => new Map<number, IngredientOption>());
  useEffect(() => {
    if (options.data?.length) setKnown((prev) => new Map([...prev, ...options.data.map((m) => [m.materialId, m] as const)]));
  }, [options.data]);
  const preview = previewNutrition(value, known);

  const set = (i: number, patch: Partial<IngredientRow>) => onChange?.(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div>
      {value.map((row, i) => (
        <Space key={i} style={{ display: 'flex', marginBottom: 8 }} align="baseline">
          <Select
            aria-label={t('menuDishes.ingredients.material', { n: i + 1 })}
            style={{ width: 220 }}
            // The server finds matches beyond the first 50 (they join `known`); the list shows only those matching the text.
            showSearch={{ optionFilterProp: 'label', onSearch: setKeyword }}
            value={row.materialId ?? undefined}
            placeholder={t('menuDishes.ingredients.pick')}
            options={[...known.values()].map((m) => ({ value: m.materialId, label: m.materialName, disabled: chosen.includes(m.materialId) && m.materialId !== row.materialId }))}
            onChange={(materialId: number) => set(i, { materialId })}
          />
          <InputNumber
            aria-label={t('menuDishes.ingredients.grams', { n: i + 1 })}
            min={0.01}
            max={99999}
            precision={2}
            value={row.grams ?? undefined}
            suffix="g"
            onChange={(grams) => set(i, { grams: grams ?? null })}
          />
          <Button type="link" danger icon={<DeleteOutlined />} aria-label={t('menuDishes.ingredients.remove', { n: i + 1 })} onClick={() => onChange?.(value.filter((_, j) => j !== i))} />
        </Space>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange?.([...value, { materialId: null, grams: null }])} disabled={value.length >= 50}>
        {t('menuDishes.ingredients.add')}
      </Button>
      <div style={{ marginTop: 12 }}>
        <NutritionTable rows={preview} caption={t('menuDishes.nutrition.preview')} />
      </div>
    </div>
  );
}
