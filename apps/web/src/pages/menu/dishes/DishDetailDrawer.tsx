import { Descriptions, Drawer, Image, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type DishIngredient } from '@canteen/contract';
import { call } from '@/api';
import AuditTag from './AuditTag';
import NutritionTable from './NutritionTable';

/** Everything of a dish: its facts, ingredients and the nutrition the server computes from them. */
export default function DishDetailDrawer({ dishesId, onClose }: { dishesId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey: ['menuDishes.dishDetail', dishesId], queryFn: () => call('menuDishes.dishDetail', { dishesId }) });
  const d = detail.data;
  const none = t('menuDishes.dish.none');
  const per100g = new Map((d?.nutritionPer100g ?? []).map((n) => [n.nutrientId, n.amount]));
  return (
    <Drawer open size="large" title={d ? d.dishName : t('menuDishes.dish.detail')} onClose={onClose} destroyOnHidden loading={detail.isLoading}>
      {d && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {d.images.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap>
                {d.images.map((src) => (
                  <Image key={src} src={src} width={96} alt={d.dishName} />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('menuDishes.dish.type')}>{d.typeName}</Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.dish.pinyin')}>{`${d.pinyinInitials} · ${d.pinyinFull}`}</Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.class.cook')}>{d.cookName ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.section.classes')}>
              {d.classes.map((c) => (
                <Tag key={c.classId}>{c.className}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.dish.price')}>{formatMoney(d.price)}</Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.dish.discountPrice')}>{d.discountPrice === null ? none : formatMoney(d.discountPrice)}</Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.dish.boxFee')}>{formatMoney(d.boxFee)}</Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.dish.weightG')}>{d.weightG === null ? none : `${d.weightG} g`}</Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.dish.stock')}>{d.stock === null ? t('menuDishes.dish.unlimited') : d.stock}</Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.dish.purchaseLimit')}>{d.purchaseLimit === null ? none : d.purchaseLimit}</Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.dish.chef')}>{d.chef || none}</Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.dish.audit')}>
              <AuditTag dish={d} />
            </Descriptions.Item>
            <Descriptions.Item label={t('menuDishes.dish.description')} span={2}>
              {d.description || none}
            </Descriptions.Item>
          </Descriptions>
          <Table<DishIngredient>
            size="small"
            bordered
            pagination={false}
            rowKey="materialId"
            title={() => t('menuDishes.dish.ingredients')}
            dataSource={d.ingredients}
            columns={[
              { key: 'materialName', dataIndex: 'materialName', title: t('menuDishes.ingredients.materialName') },
              { key: 'grams', dataIndex: 'grams', title: t('menuDishes.ingredients.gramsTitle'), render: (g: number) => `${g} g` },
            ]}
          />
          <NutritionTable
            rows={d.nutrition.map((n) => ({ ...n, per100g: per100g.get(n.nutrientId) ?? null }))}
            showPer100g={d.portionGrams !== null}
            caption={d.portionGrams === null ? t('menuDishes.nutrition.title') : t('menuDishes.nutrition.titleWithPortion', { grams: d.portionGrams })}
          />
          {/* The server keeps only safe tags (sanitize-html allowlist), so the saved text is shown as it is. */}
          {d.detailHtml && <div dangerouslySetInnerHTML={{ __html: d.detailHtml }} />}
        </Space>
      )}
    </Drawer>
  );
}
