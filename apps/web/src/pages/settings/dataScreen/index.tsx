import { useState } from 'react';
import { Alert, Button, Card, Tag, message } from 'antd';
import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type DataScreen, type InputOf, type RecordOf } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption, type FormMode, type Row } from '@/components/ResourcePage';
import SettingDialog from '../shared/SettingDialog';
import { CHART_OPTIONS, authorityFields, canteenChoices, loadCanteens, screenFields } from './fields';

const screenPage = 'settings.dataScreenPage';
const authorityPage = 'settings.dsAuthorityPage';

type Authority = RecordOf<typeof authorityPage>;
type Editing = { what: 'screen' | 'authority'; mode: FormMode; row?: Row };

function Names({ ids, options, all }: { ids: number[]; options: FieldOption[]; all?: string }) {
  if (!ids.length && all) return <Tag>{all}</Tag>;
  return ids.map((id) => <Tag key={id}>{options.find((o) => o.value === id)?.label ?? `#${id}`}</Tag>);
}

/** Data screens (/basesetting/dataScreen, menu 212000) and which canteens each manager sees on them. */
export default function DataScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [editing, setEditing] = useState<Editing | null>(null);
  const canteens = useQuery({ queryKey: ['settings.dataScreenCanteens'], queryFn: loadCanteens });
  const users = useQuery({
    queryKey: ['settings.dsAuthorityUsers'],
    queryFn: () => call('settings.dsAuthorityUsers', {}, { loading: false }),
  });
  const canteenOptions = canteenChoices(canteens.data);
  const options = new Map<string, FieldOption[]>([
    ['canteenIds', canteenOptions],
    ['userId', (users.data ?? []).map((u) => ({ value: u.userId, label: `${u.realName} (${u.username})` }))],
  ]);

  const screenColumns: FieldDef<DataScreen>[] = [
    { key: 'name', label: 'settings.screen.name', type: 'text', inSearch: true },
    { key: 'canteenIds', label: 'settings.screen.canteens', type: 'text', render: (ids) => <Names ids={ids as number[]} options={canteenOptions} all={t('settings.screen.allCanteens')} /> },
    { key: 'charts', label: 'settings.screen.charts', type: 'text', render: (charts) => (charts as string[]).map((c) => <Tag key={c}>{t(CHART_OPTIONS.find((o) => o.value === c)?.label ?? c)}</Tag>) },
    { key: 'refreshSeconds', label: 'settings.screen.refreshSeconds', type: 'number' },
    { key: 'theme', label: 'settings.screen.theme', type: 'text', render: (theme) => t(`settings.theme.${String(theme)}`) },
  ];
  const authorityColumns: FieldDef<Authority>[] = [
    { key: 'username', label: 'settings.authority.username', type: 'text', inSearch: true },
    { key: 'realName', label: 'settings.authority.realName', type: 'text' },
    { key: 'canteenIds', label: 'settings.screen.canteens', type: 'text', render: (ids) => <Names ids={ids as number[]} options={canteenOptions} /> },
  ];

  const save = async (e: Editing, content: Row) => {
    // The content comes from the field descriptions: the server's schema checks it (40000 shows on the fields).
    const id = e.row?.id as number;
    if (e.what === 'screen') {
      const screen = content as InputOf<'settings.dataScreenAdd'>;
      await (e.mode === 'add' ? call('settings.dataScreenAdd', screen) : call('settings.dataScreenEdit', { ...screen, id }));
    } else {
      const authority = content as InputOf<'settings.dsAuthoritySave'>;
      await (e.mode === 'add' ? call('settings.dsAuthoritySave', authority) : call('settings.dsAuthorityUpdate', { ...authority, id }));
    }
    void notice.success(t(e.mode === 'add' ? 'widgets.resource.added' : 'widgets.resource.edited'));
    await queryClient.invalidateQueries({ queryKey: [e.what === 'screen' ? screenPage : authorityPage] });
  };

  const editButton = (what: Editing['what'], row: Row) => (
    <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ what, mode: 'edit', row })}>
      {t('widgets.resource.edit')}
    </Button>
  );
  const addButton = (what: Editing['what']) => (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ what, mode: 'add' })}>
      {t('widgets.resource.add')}
    </Button>
  );

  return (
    <>
      {noticeHolder}
      {canteens.data && !canteens.data.available && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings.screen.canteensNotAvailable')} />}
      <Card title={t('settings.screen.title')} style={{ marginBottom: 16 }}>
        <ResourcePage
          title="settings.screen.title"
          rowKey="id"
          fields={screenColumns}
          pageEndpoint={screenPage}
          removeEndpoint="settings.dataScreenRemove"
          extraToolbar={addButton('screen')}
          extraActions={(row) => (
            <>
              {editButton('screen', row)}
              <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => navigate(`/basesetting/dataScreen/dataScreendetail?id=${row.id}`)}>
                {t('settings.screen.detail')}
              </Button>
            </>
          )}
        />
      </Card>
      <Card title={t('settings.authority.title')}>
        <ResourcePage
          title="settings.authority.title"
          rowKey="id"
          fields={authorityColumns}
          pageEndpoint={authorityPage}
          removeEndpoint="settings.dsAuthorityDelete"
          extraToolbar={addButton('authority')}
          extraActions={(row) => editButton('authority', row)}
        />
      </Card>
      {editing && (
        <SettingDialog
          mode={editing.mode}
          fields={editing.what === 'screen' ? screenFields : authorityFields}
          record={editing.row ?? (editing.what === 'screen' ? { refreshSeconds: 60, theme: 'dark', canteenIds: [], charts: [] } : { canteenIds: [] })}
          options={options}
          save={(content) => save(editing, content)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
