import { useState } from 'react';
import { Button, Drawer, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SampleCanteenDay, SampleDiffGroup } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { canteenChoices } from '@/pages/canteens/options';
import { formatDate } from '@/shell/clock';
import { DiffDishes, countFields } from '../DiffDishes';

const label = (key: string) => `menuProducts.sample.${key}`;

const fields: FieldDef<SampleCanteenDay>[] = [
  { key: 'canteenId', label: label('canteen'), type: 'select', options: canteenChoices, inSearch: true, inTable: false, inForm: false },
  { key: 'canteenName', label: label('canteen'), type: 'text', inForm: false },
  { key: 'sampleDate', label: label('sampleDate'), type: 'date', rangeKeys: ['startDate', 'endDate'], inSearch: true, inForm: false },
  ...countFields<SampleCanteenDay>(),
  { key: 'onlyProblems', label: label('onlyProblems'), type: 'switch', inSearch: true, inTable: false, inForm: false },
];

/** A day's meals of one canteen: each meal's counts and its dishes. */
function DayMeals({ meals }: { meals: SampleDiffGroup[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<SampleDiffGroup> = [
    {
      key: 'meal',
      title: t(label('mealType')),
      render: (_, g) => (
        <>
          {t(`canteens.mealType.${g.mealType}`)} {g.upcoming && <Tag>{t(label('upcoming'))}</Tag>}
        </>
      ),
    },
    { key: 'planned', title: t(label('planned')), dataIndex: 'planned' },
    { key: 'kept', title: t(label('kept')), dataIndex: 'kept' },
    { key: 'underweight', title: t(label('underweight')), dataIndex: 'underweight' },
    { key: 'missing', title: t(label('missing')), dataIndex: 'missing' },
    { key: 'dishes', title: t(label('dishes')), render: (_, g) => <DiffDishes dishes={g.dishes} /> },
  ];
  return <Table<SampleDiffGroup> rowKey="rowKey" columns={columns} dataSource={meals} pagination={false} size="small" bordered />;
}

/**
 * Canteen sample records (/menudish/liuyangji/macsacesamplerecordcanteen, menu 308020): one row per canteen and day —
 * dishes planned, kept, under 125 g, missing — with the day's meals and dishes in a drawer.
 */
export default function SampleCanteenPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<SampleCanteenDay | null>(null);
  return (
    <>
      <ResourcePage
        title="menuProducts.sample.canteenTitle"
        rowKey="rowKey"
        fields={fields}
        pageEndpoint="menuProducts.sampleCanteenPage"
        print
        extraActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row)}>
            {t(label('detail'))}
          </Button>
        )}
      />
      <Drawer
        open={open !== null}
        size="large"
        title={open ? t(label('dayDetail'), { canteen: open.canteenName, day: formatDate(open.sampleDate) }) : ''}
        onClose={() => setOpen(null)}
        destroyOnHidden
      >
        {open && <DayMeals meals={open.meals} />}
      </Drawer>
    </>
  );
}
