import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { FileTextOutlined, LineChartOutlined, ProfileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HealthPersonRow } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';
import { f as records } from '@/pages/accounts/records/fields';
import ProfileDrawer from './ProfileDrawer';

const PAGE = 'health.personPage';

const options = () => call('health.options', {}, { loading: false });
const psnTypeChoices = async (): Promise<FieldOption[]> => (await options()).psnTypes.map((p) => ({ value: p.psnTypeId, label: p.psnTypeName }));
const chronicChoices = async (): Promise<FieldOption[]> => (await options()).chronics.map((c) => ({ value: c.chronicId, label: c.chronicName }));

function Applied({ row }: { row: HealthPersonRow }) {
  const { t } = useTranslation();
  if (!row.applied) return <span>{t('health.person.noDiet')}</span>;
  return (
    <span>
      {row.applied.name} <Tag>{t(`health.reasonShort.${row.applied.reason}`)}</Tag>
    </span>
  );
}

function Bmi({ row }: { row: HealthPersonRow }) {
  const { t } = useTranslation();
  if (row.bmi === null) return null;
  return (
    <span>
      {row.bmi.toFixed(1)} {row.bmiCategory && <Tag color={row.bmiCategory === 'normal' ? 'green' : 'orange'}>{t(`health.bmi.${row.bmiCategory}`)}</Tag>}
    </span>
  );
}

const fields: FieldDef<HealthPersonRow>[] = [
  { key: 'custName', label: 'health.person.custName', type: 'text', inSearch: true, inForm: false },
  { key: 'custNum', label: 'health.person.custNum', type: 'text', inSearch: true, inForm: false },
  { ...records.orgFilter, label: 'health.person.org' },
  { key: 'orgName', label: 'health.person.org', type: 'text', inForm: false },
  { key: 'psnTypeId', label: 'health.person.psnType', type: 'select', options: psnTypeChoices, inSearch: true, inTable: false, inForm: false },
  { key: 'psnTypeName', label: 'health.person.psnType', type: 'text', inForm: false },
  { key: 'sex', label: 'health.person.sex', type: 'select', inForm: false, options: [0, 1, 2].map((s) => ({ value: s, label: `health.sex.${s}` })) },
  { key: 'age', label: 'health.person.age', type: 'number', inForm: false },
  { key: 'bmi', label: 'health.person.bmi', type: 'number', inForm: false, render: (_v, row) => <Bmi row={row} /> },
  { key: 'chronicId', label: 'health.person.chronics', type: 'select', options: chronicChoices, inSearch: true, inTable: false, inForm: false },
  {
    key: 'chronics',
    label: 'health.person.chronics',
    type: 'text',
    inForm: false,
    render: (_v, row) => row.chronics.map((c) => c.chronicName).join('、'),
  },
  { key: 'applied', label: 'health.person.diet', type: 'text', inForm: false, render: (_v, row) => <Applied row={row} /> },
];

/**
 * Personal health (/healthcenter/healthpersonal, menu 901000): the people in the caller's organisations with their BMI,
 * chronic illnesses and the diet pattern that applies; a drawer edits the health profile; rows open the detail and
 * the person's health reports.
 */
export default function ProfilesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<HealthPersonRow | null>(null);
  const actions = (row: HealthPersonRow) => (
    <Space size={0} wrap>
      <Button type="link" size="small" icon={<ProfileOutlined />} onClick={() => setEditing(row)}>
        {t('health.person.editProfile')}
      </Button>
      <Button type="link" size="small" icon={<LineChartOutlined />} onClick={() => void navigate(`/healthcenter/detail?custId=${row.custId}`)}>
        {t('health.person.detail')}
      </Button>
      <Button type="link" size="small" icon={<FileTextOutlined />} onClick={() => void navigate(`/healthcenter/medicalreport2?custId=${row.custId}`)}>
        {t('health.person.reports')}
      </Button>
    </Space>
  );
  return (
    <>
      <ResourcePage title="/healthcenter/healthpersonal" rowKey="custId" fields={fields} pageEndpoint={PAGE} print extraActions={actions} actionsWidth={260} />
      {editing && <ProfileDrawer person={editing} onClose={() => setEditing(null)} onSaved={() => void queryClient.invalidateQueries({ queryKey: [PAGE] })} />}
    </>
  );
}
