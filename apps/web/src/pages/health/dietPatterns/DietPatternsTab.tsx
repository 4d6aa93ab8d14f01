import { useState } from 'react';
import { Button, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DietPattern } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';
import { targetText } from '../shared';
import DietDialog from './DietDialog';

const PAGE = 'health.dietPage';

function WhoFor({ row }: { row: DietPattern }) {
  const { t } = useTranslation();
  const parts = [
    ...row.chronicNames,
    ...row.psnTypeNames,
    row.sex ? t(`health.sex.${row.sex}`) : '',
    row.ageMin !== null || row.ageMax !== null ? t('health.diet.ages', { min: row.ageMin ?? 0, max: row.ageMax ?? '' }) : '',
  ].filter(Boolean);
  return <span>{parts.length ? parts.join('、') : t('health.diet.anyone')}</span>;
}

const fields: FieldDef<DietPattern>[] = [
  { key: 'name', label: 'health.diet.name', type: 'text', inSearch: true, inForm: false },
  { key: 'whoFor', label: 'health.diet.whoFor', type: 'text', inForm: false, render: (_v, row) => <WhoFor row={row} /> },
  {
    key: 'targets',
    label: 'health.diet.targets',
    type: 'text',
    inForm: false,
    render: (_v, row) => row.targets.map((x) => `${x.name} ${targetText(x.min, x.max, x.unit)}`).join('；'),
  },
  { key: 'split', label: 'health.diet.split', type: 'text', inForm: false, render: (_v, row) => `${row.breakfastPct}/${row.lunchPct}/${row.dinnerPct}` },
  { key: 'profileCount', label: 'health.diet.profileCount', type: 'number', inForm: false },
  { key: 'description', label: 'health.diet.description', type: 'text', inForm: false },
  { key: 'updatedAt', label: 'health.diet.updatedAt', type: 'datetime', inForm: false },
];

/** Diet patterns (a tab of foodanalysis, menu 903000): who each is for, its daily targets and meal split. */
export default function DietPatternsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [editing, setEditing] = useState<{ diet?: DietPattern } | null>(null);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: [PAGE] }), queryClient.invalidateQueries({ queryKey: ['health.options'] })]);
  const remove = async (diet: DietPattern) => {
    try {
      await call('health.dietRemove', { dietId: diet.dietId });
    } catch {
      return; // the request client has shown why (a profile names it)
    }
    void notice.success(t('widgets.resource.removed'));
    await refresh();
  };
  return (
    <>
      {noticeHolder}
      <ResourcePage
        title="health.diet.title"
        rowKey="dietId"
        fields={fields}
        pageEndpoint={PAGE}
        print
        extraActions={(row) => (
          <>
            <EditAction onClick={() => setEditing({ diet: row })} />
            <RemoveAction onConfirm={() => remove(row)} />
          </>
        )}
        extraToolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('widgets.resource.add')}
          </Button>
        }
      />
      {editing && <DietDialog diet={editing.diet} onClose={() => setEditing(null)} onSaved={() => void refresh()} />}
    </>
  );
}
