import { useMemo, useState } from 'react';
import { Alert, Col, Row, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Material, MenuNutrient } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type Row as FormRow } from '@/components/ResourcePage';
import PrintDialog, { PRINT_STATE, type PrintColumn } from '@/components/PrintDialog';
import ImportButtons from '@/components/ImportButtons';
import CategoryTree, { CATEGORY_TREE, categoryOptions, findCategory } from './CategoryTree';

const PAGE_ID = 'menuMaterials.materialPage';
const NUTRIENTS = 'menuMaterials.nutrientList';
const TITLE = '/menudish/menudishs';
/** Nutrients shown as table columns (the first of the catalogue: energy, protein, fat, carbohydrate); the form has all. */
const TABLE_NUTRIENTS = 4;

const keyOf = (n: { nutritionId: number }) => `n${n.nutritionId}`;
const IMPORT_COLUMNS = new Set(['materialName', 'bigType', 'smallType', 'unit', 'source', 'remark']);
const valueOf = (row: Material, nutritionId: number) => row.nutrients.find((n) => n.nutritionId === nutritionId)?.per100g;

/**
 * Raw materials (/menudish/menudishs, menu 301000): the category tree on the left filters the materials on the
 * right; each material carries one value per nutrient of the catalogue, per 100 g of edible part.
 */
export default function MaterialsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const catalogue = useQuery({ queryKey: [NUTRIENTS], queryFn: () => call(NUTRIENTS, {}) });
  const tree = useQuery({ queryKey: [CATEGORY_TREE], queryFn: () => call(CATEGORY_TREE, {}) });
  const nutrients = useMemo<MenuNutrient[]>(() => catalogue.data ?? [], [catalogue.data]);
  const chosenPath = categoryId === null ? undefined : findCategory(tree.data ?? [], categoryId)?.path.join(' / ');

  const fields = useMemo<FieldDef<Material>[]>(
    () => [
      { key: 'materialName', label: 'menuMaterials.material.name', type: 'text', inSearch: true },
      {
        key: 'categoryId',
        label: 'menuMaterials.material.category',
        type: 'select',
        inTable: false,
        // The tree's query: a category added beside the list is offered at once.
        options: async () => categoryOptions(await queryClient.fetchQuery({ queryKey: [CATEGORY_TREE], queryFn: () => call(CATEGORY_TREE, {}) })),
      },
      { key: 'categoryPath', label: 'menuMaterials.material.category', type: 'text', inForm: false },
      { key: 'unit', label: 'menuMaterials.material.unit', type: 'text', required: true, width: 80 },
      ...nutrients.map(
        (n, i): FieldDef<Material> => ({
          key: keyOf(n),
          label: t('menuMaterials.material.per100g', { name: n.name, unit: n.unit }),
          type: 'number',
          min: 0,
          max: 1_000_000,
          inTable: i < TABLE_NUTRIENTS,
          render: (_, row) => valueOf(row, n.nutritionId) ?? '',
        }),
      ),
      { key: 'source', label: 'menuMaterials.material.source', type: 'text', inSearch: true },
      { key: 'remark', label: 'menuMaterials.common.remark', type: 'textarea' },
      { key: 'dishCount', label: 'menuMaterials.material.dishCount', type: 'number', inForm: false },
    ],
    [nutrients, queryClient, t],
  );

  /** The table's columns with the values of every nutrient, for the print dialog. */
  const printColumns = useMemo<PrintColumn[]>(
    () => [
      { key: 'materialName', title: t('menuMaterials.material.name') },
      { key: 'categoryPath', title: t('menuMaterials.material.category') },
      { key: 'unit', title: t('menuMaterials.material.unit') },
      ...nutrients.map((n) => ({ key: keyOf(n), title: `${n.name}(${n.unit})`, format: (_: unknown, row: object) => String(valueOf(row as Material, n.nutritionId) ?? '') })),
      { key: 'source', title: t('menuMaterials.material.source') },
    ],
    [nutrients, t],
  );

  const toForm = (row: Material): FormRow => ({ ...row, ...Object.fromEntries(row.nutrients.map((n) => [keyOf(n), n.per100g])) });
  const fromForm = (content: FormRow, mode: 'add' | 'edit', row?: Material): FormRow => ({
    ...(mode === 'edit' && row ? { materialId: row.materialId } : {}),
    materialName: content.materialName,
    categoryId: content.categoryId ?? null,
    unit: content.unit,
    source: content.source ?? '',
    remark: content.remark ?? '',
    nutrients: nutrients.filter((n) => typeof content[keyOf(n)] === 'number').map((n) => ({ nutritionId: n.nutritionId, per100g: content[keyOf(n)] as number })),
  });
  const fixedQuery = useMemo(() => (categoryId === null ? {} : { categoryId }), [categoryId]);

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <CategoryTree selected={categoryId} onSelect={setCategoryId} onChanged={() => void queryClient.invalidateQueries({ queryKey: ['fieldOptions'] })} />
      </Col>
      <Col xs={24} md={18}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {chosenPath ? t('menuMaterials.category.chosen', { path: chosenPath }) : t('menuMaterials.category.all')}
        </Typography.Title>
        {catalogue.isSuccess && !nutrients.length && <Alert type="info" showIcon title={t('menuMaterials.material.noNutrients')} style={{ marginBottom: 12 }} />}
        <ResourcePage
          title={TITLE}
          rowKey="materialId"
          fields={fields}
          pageEndpoint={PAGE_ID}
          addEndpoint="menuMaterials.materialAdd"
          editEndpoint="menuMaterials.materialEdit"
          removeEndpoint="menuMaterials.materialRemove"
          removeKey="materialId"
          exportEndpoint="menuMaterials.materialExport"
          fixedQuery={fixedQuery}
          newRecord={{ unit: 'g', categoryId: categoryId ?? undefined }}
          toForm={toForm}
          fromForm={fromForm}
          formWidth={720}
          extraToolbar={({ rows }) => (
            <>
              <PrintDialog columns={printColumns} rows={rows} state={PRINT_STATE.table} title={t(TITLE)} />
              <ImportButtons
                texts="menuMaterials.import"
                templateEndpoint="menuMaterials.materialTemplate"
                importEndpoint="menuMaterials.materialImport"
                hint
                columnName={(field) => {
                  // A column of the sheet: a fixed one by its name, a nutrient one (n<id>) by the nutrient's.
                  if (IMPORT_COLUMNS.has(field)) return t(`menuMaterials.import.col.${field}`);
                  const nutrient = nutrients.find((n) => keyOf(n) === field);
                  return nutrient ? `${nutrient.name}(${nutrient.unit})` : field;
                }}
                onImported={() => {
                  void queryClient.invalidateQueries({ queryKey: [PAGE_ID] });
                  void queryClient.invalidateQueries({ queryKey: [CATEGORY_TREE] });
                }}
              />
            </>
          )}
        />
      </Col>
    </Row>
  );
}
