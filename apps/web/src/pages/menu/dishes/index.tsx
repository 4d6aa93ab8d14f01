import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import DishList from './DishList';
import LikesTab from './LikesTab';

/** Dishes (/menudish/dishes, menu 304000): the dish list and the diners' likes and survey answers. */
export default function DishesPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'dishes', label: t('menuDishes.tab.dishes'), children: <DishList /> },
        { key: 'likes', label: t('menuDishes.tab.likes'), children: <LikesTab /> },
      ]}
    />
  );
}
