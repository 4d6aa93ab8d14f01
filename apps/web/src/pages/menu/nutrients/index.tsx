import { useMemo, useState } from 'react';
import { Button, Popconfirm, message } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NUTRIENT_TYPES, NUTRIENT_UNITS, type MenuNutrient } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';

const PAGE_ID = 'menuMaterials.nutrientPage';
const CODE = /^[A-Za-z][A-Za-z0-9]*$/;
const TYPE_OPTIONS: FieldOption[] = NUTRIENT_TYPES.map((v) => ({ value: v, label: `menuMaterials.nutrientType.${v}` }));
// Units are symbols, the same in every language.
const UNIT_OPTIONS: FieldOption[] = NUTRIENT_UNITS.map((v) => ({ value: v, label: v }));

/**
 * The nutrient catalogue (/menudish/nutriment, menu 302000): what materials carry per 100 g and dishes add up. The
 * standard nutrients of the China Food Composition Tables can be loaded in one go.
 */
export default function NutrientsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [loading, setLoading] = useState(false);

  const fields = useMemo<FieldDef<MenuNutrient>[]>(
    () => [
      // The page's `name` filter matches names and codes.
      { key: 'name', label: 'menuMaterials.nutrient.name', type: 'text', inSearch: true },
      { key: 'code', label: 'menuMaterials.nutrient.code', type: 'text', rules: [{ pattern: CODE, message: t('menuMaterials.nutrient.codeInvalid') }] },
      { key: 'typeCode', label: 'menuMaterials.nutrient.type', type: 'select', options: TYPE_OPTIONS, required: true, inSearch: true },
      { key: 'unit', label: 'menuMaterials.nutrient.unit', type: 'select', options: UNIT_OPTIONS, required: true },
      { key: 'sort', label: 'menuMaterials.common.sort', type: 'number' },
      { key: 'remark', label: 'menuMaterials.common.remark', type: 'textarea' },
      { key: 'materialCount', label: 'menuMaterials.nutrient.materialCount', type: 'number', inForm: false },
    ],
    [t],
  );

  const loadStandard = async () => {
    setLoading(true);
    try {
      const { added, total } = await call('menuMaterials.nutrientInitDefault', {});
      void notice.success(t('menuMaterials.nutrient.initDone', { added, total }));
      await queryClient.invalidateQueries({ queryKey: [PAGE_ID] });
    } catch {
      // the request client has shown why
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {holder}
      <ResourcePage
        title="/menudish/nutriment"
        rowKey="nutritionId"
        fields={fields}
        pageEndpoint={PAGE_ID}
        addEndpoint="menuMaterials.nutrientAdd"
        editEndpoint="menuMaterials.nutrientEdit"
        removeEndpoint="menuMaterials.nutrientRemove"
        removeKey="nutritionId"
        newRecord={{ typeCode: 'macro', unit: 'g', sort: 0 }}
        print
        extraToolbar={
          <Popconfirm title={t('menuMaterials.nutrient.initHint')} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={() => loadStandard()}>
            <Button icon={<ImportOutlined />} loading={loading}>
              {t('menuMaterials.nutrient.initDefault')}
            </Button>
          </Popconfirm>
        }
      />
    </>
  );
}
