import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SampleDiffDish, SampleDiffGroup } from '@canteen/contract';
import type { FieldDef } from '@/components/ResourcePage';
import { mealTypeChoices } from '@/pages/canteens/options';

const COLOURS: Record<SampleDiffDish['state'], string> = { kept: 'green', underweight: 'orange', missing: 'red', unplanned: 'blue', pending: 'default' };
const label = (key: string) => `menuProducts.sample.${key}`;

/** The dishes of a meal, each a tag coloured by how its sample stands (missing in red); the state is written too. */
export function DiffDishes({ dishes }: { dishes: SampleDiffDish[] }) {
  const { t } = useTranslation();
  return (
    <Space size={[4, 4]} wrap>
      {dishes.map((d) => (
        <Tooltip key={`${d.dishId ?? ''}|${d.dishName}`} title={d.weightG !== null ? t(label('grams'), { weight: d.weightG }) : undefined}>
          <Tag color={COLOURS[d.state]}>
            {d.dishName} · {t(label(`diffState.${d.state}`))}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

/** A count that is a problem when above zero shows in red. */
function Count({ value, problem }: { value: unknown; problem?: boolean }) {
  return <span style={problem && Number(value) > 0 ? { color: '#cf1322', fontWeight: 600 } : undefined}>{String(value ?? 0)}</span>;
}

/** The count columns shared by the diff, the canteen days and the overview. */
export function countFields<R extends Pick<SampleDiffGroup, 'planned'>>(): FieldDef<R>[] {
  return [
    { key: 'planned', label: label('planned'), type: 'number', inForm: false },
    { key: 'kept', label: label('kept'), type: 'number', inForm: false },
    { key: 'underweight', label: label('underweight'), type: 'number', inForm: false, render: (v) => <Count value={v} problem /> },
    { key: 'missing', label: label('missing'), type: 'number', inForm: false, render: (v) => <Count value={v} problem /> },
    { key: 'unplanned', label: label('unplanned'), type: 'number', inForm: false },
    { key: 'pending', label: label('pending'), type: 'number', inForm: false },
  ];
}

export const mealField = <R,>(inSearch = true): FieldDef<R> => ({ key: 'mealType', label: label('mealType'), type: 'select', options: mealTypeChoices, inSearch, inForm: false });
