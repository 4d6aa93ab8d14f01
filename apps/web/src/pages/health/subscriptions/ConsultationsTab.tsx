import { useState } from 'react';
import { Button, message } from 'antd';
import { CloudUploadOutlined, EyeOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSULTATION_CATEGORIES, CONSULTATION_STATES, type Consultation } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { EditAction, RemoveAction } from '@/components/ResourcePage/RowActions';
import ConsultationDrawer from './ConsultationDrawer';
import type { TargetChoices } from './targets';

const PAGE = 'healthRecipes.consultationPage';

const fields: FieldDef<Consultation>[] = [
  { key: 'title', label: 'healthRecipes.consultation.title', type: 'text', inSearch: true },
  {
    key: 'category',
    label: 'healthRecipes.consultation.category',
    type: 'select',
    inSearch: true,
    options: CONSULTATION_CATEGORIES.map((c) => ({ value: c, label: `healthRecipes.consultation.category.${c}` })),
  },
  { key: 'state', label: 'healthRecipes.consultation.state', type: 'select', inSearch: true, options: CONSULTATION_STATES.map((s) => ({ value: s, label: `healthRecipes.consultation.state.${s}` })) },
  { key: 'publishedAt', label: 'healthRecipes.consultation.publishedAt', type: 'datetime' },
  { key: 'author', label: 'healthRecipes.consultation.author', type: 'text' },
];

/** The health articles: list, write (drawer), publish or withdraw, open, remove. */
export default function ConsultationsTab({ targets }: { targets: TargetChoices }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const [drawer, setDrawer] = useState<{ consultationId: number | null } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PAGE] });
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
    } catch {
      return; // the request client has shown why
    }
    void notice.success(t(done));
    await refresh();
  };

  return (
    <>
      {holder}
      <ResourcePage
        title="healthRecipes.tabs.consultations"
        rowKey="consultationId"
        fields={fields}
        pageEndpoint={PAGE}
        exportEndpoint="healthRecipes.consultationExport"
        print
        actionsWidth={320}
        extraToolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ consultationId: null })}>
            {t('healthRecipes.consultation.add')}
          </Button>
        }
        extraActions={(row) => (
          <>
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => void navigate(`/healthcenter/healthadvicedetail?consultationId=${row.consultationId}`)}>
              {t('healthRecipes.consultation.view')}
            </Button>
            <EditAction onClick={() => setDrawer({ consultationId: row.consultationId })} />
            {row.state === 'draft' ? (
              <Button
                type="link"
                size="small"
                icon={<CloudUploadOutlined />}
                onClick={() => void act(() => call('healthRecipes.consultationState', { consultationId: row.consultationId, state: 'published' }), 'healthRecipes.consultation.published')}
              >
                {t('healthRecipes.consultation.publish')}
              </Button>
            ) : (
              <Button
                type="link"
                size="small"
                icon={<RollbackOutlined />}
                onClick={() => void act(() => call('healthRecipes.consultationState', { consultationId: row.consultationId, state: 'draft' }), 'healthRecipes.consultation.unpublished')}
              >
                {t('healthRecipes.consultation.unpublish')}
              </Button>
            )}
            <RemoveAction onConfirm={() => act(() => call('healthRecipes.consultationRemove', { consultationId: row.consultationId }), 'widgets.resource.removed')} />
          </>
        )}
      />
      {drawer && (
        <ConsultationDrawer
          consultationId={drawer.consultationId}
          targets={targets}
          onSaved={async (state) => {
            void notice.success(t(state === 'published' ? 'healthRecipes.consultation.published' : 'healthRecipes.consultation.saved'));
            await refresh();
            await queryClient.invalidateQueries({ queryKey: ['healthRecipes.consultationDetail'] });
          }}
          onClose={() => setDrawer(null)}
        />
      )}
    </>
  );
}
