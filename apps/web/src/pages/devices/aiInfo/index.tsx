import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import ConfigTab from './ConfigTab';
import ReviewTab from './ReviewTab';
import MealsTab from './MealsTab';
import AiNav from '../aiNav';

/** Dish information (…/dishidentification/caipininfo): the AI menu config of each canteen and the review of recognised meals. */
export default function AiInfoPage() {
  const { t } = useTranslation();
  return (
    <>
      <AiNav />
      <Tabs
      items={[
        { key: 'config', label: t('devicesAi.tab.config'), children: <ConfigTab /> },
        { key: 'review', label: t('devicesAi.tab.review'), children: <ReviewTab /> },
        { key: 'meals', label: t('devicesAi.tab.meals'), children: <MealsTab /> },
      ]}
      />
    </>
  );
}
