import { useTranslation } from 'react-i18next';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { call } from '@/api';

/** The approved dishes on shelf, picked by name (the search matches pinyin initials too). */
async function dishChoices() {
  const dishes = await call('settings.recommendedDishChoices', {});
  return dishes.map((d) => ({ value: d.dishesId, label: d.pinyinInitials ? `${d.dishName} (${d.pinyinInitials})` : d.dishName }));
}

/** A dish removed from the library since keeps its row, shown by number, so it can be removed here too. */
function DishName({ name, id }: { name: string | null; id: unknown }) {
  const { t } = useTranslation();
  return <>{name ?? t('settings.dish.gone', { id })}</>;
}

const fields: FieldDef[] = [
  {
    key: 'dishId',
    label: 'settings.dish.dishId',
    type: 'select',
    options: dishChoices,
    inSearch: true,
    render: (value, row) => <DishName name={row.dishName as string | null} id={value} />,
  },
  { key: 'sort', label: 'settings.item.sort', type: 'number' },
  { key: 'enabled', label: 'settings.enabled', type: 'switch' },
];

/** Recommended dishes (/basesetting/wechartsmallset/appletcaipin, menu 209070): dishes of the library, picked by name. */
export default function RecommendedDishesPage() {
  return (
    <ResourcePage
      title="/basesetting/wechartsmallset/appletcaipin"
      rowKey="id"
      fields={fields}
      pageEndpoint="settings.recommendedDishPage"
      addEndpoint="settings.recommendedDishAdd"
      editEndpoint="settings.recommendedDishEdit"
      removeEndpoint="settings.recommendedDishRemove"
    />
  );
}
