import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EffectivePeriod } from '@canteen/contract';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import { canteenChoices } from '../options';
import MealPeriods from './MealPeriods';

const effectivePage = 'canteens.effectivePage';
const effectiveAdd = 'canteens.effectiveAdd';
const effectiveEdit = 'canteens.effectiveEdit';
const effectiveRemove = 'canteens.effectiveRemove';

const effectiveFields = fieldsFrom<'canteens.effectiveAdd', EffectivePeriod, 'canteens.effectiveEdit'>(['canteens.effectiveAdd', 'canteens.effectiveEdit'], [
  { key: 'canteenId', label: 'canteens.canteen.name', type: 'select', inSearch: true, options: canteenChoices },
  { key: 'startDay', label: 'canteens.effective.start', type: 'date' },
  { key: 'endDay', label: 'canteens.effective.end', type: 'date' },
  { key: 'remark', label: 'canteens.remark', type: 'text' },
]);

/** Meal periods (/basesetting/timeslot, menu 208000): the periods of each canteen and the dates canteens are in service. */
export default function PeriodsPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        { key: 'periods', label: t('canteens.period.tab'), children: <MealPeriods /> },
        {
          key: 'effective',
          label: t('canteens.effective.tab'),
          children: (
            <ResourcePage
              title="canteens.effective.tab"
              rowKey="effId"
              fields={effectiveFields}
              pageEndpoint={effectivePage}
              addEndpoint={effectiveAdd}
              editEndpoint={effectiveEdit}
              removeEndpoint={effectiveRemove}
            />
          ),
        },
      ]}
    />
  );
}
