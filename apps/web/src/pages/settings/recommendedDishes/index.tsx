import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';

const fields: FieldDef[] = [
  { key: 'dishId', label: 'settings.dish.dishId', type: 'number', required: true, inSearch: true, min: 1 },
  { key: 'sort', label: 'settings.item.sort', type: 'number', min: 0, max: 9999 },
  { key: 'enabled', label: 'settings.enabled', type: 'switch' },
];

/** Recommended dishes (/basesetting/wechartsmallset/appletcaipin, menu 209070), by dish number until the dish list exists. */
export default function RecommendedDishesPage() {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('settings.dish.notAvailable')} />
      <ResourcePage
        title="/basesetting/wechartsmallset/appletcaipin"
        rowKey="id"
        fields={fields}
        pageEndpoint="settings.recommendedDishPage"
        addEndpoint="settings.recommendedDishAdd"
        editEndpoint="settings.recommendedDishEdit"
        removeEndpoint="settings.recommendedDishRemove"
      />
    </>
  );
}
