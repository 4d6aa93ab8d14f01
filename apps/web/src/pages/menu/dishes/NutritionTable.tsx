import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';

export interface NutrientRow {
  nutrientId: number;
  name: string;
  unit: string;
  amount: number;
  /** Per 100 g of the portion, when known. */
  per100g?: number | null;
}

/** Nutrients of one portion (and per 100 g when given), as computed from the ingredients. */
export default function NutritionTable({ rows, showPer100g, caption }: { rows: NutrientRow[]; showPer100g?: boolean; caption: string }) {
  const { t } = useTranslation();
  if (!rows.length) return <Empty description={t('menuDishes.nutrition.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Table<NutrientRow>
      size="small"
      bordered
      pagination={false}
      rowKey="nutrientId"
      title={() => caption}
      dataSource={rows}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('menuDishes.nutrition.nutrient') },
        { key: 'amount', dataIndex: 'amount', title: t('menuDishes.nutrition.perPortion'), render: (v: number, r) => `${v} ${r.unit}` },
        ...(showPer100g
          ? [{ key: 'per100g', dataIndex: 'per100g', title: t('menuDishes.nutrition.per100g'), render: (v: number | null | undefined, r: NutrientRow) => (v === null || v === undefined ? '' : `${v} ${r.unit}`) }]
          : []),
      ]}
    />
  );
}
