import { useState } from 'react';
import { Alert, Button, Space, Spin, message } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataScope } from '@canteen/contract';
import { call } from '@/api';
import { matchFieldErrors, validationFields } from '@/components/ResourcePage/serverErrors';
import ScopeSection from './ScopeSection';
import { initialDraft, SCOPE_SECTIONS, scopeToSave, type ScopeDraft, type ScopeField, type ScopeOptions } from './scopeModel';

type PerField<T> = Record<ScopeField, T>;

/** Loads a role's data permissions and the options of each kind, then edits them. */
export default function ScopeEditor({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const scope = useQuery({
    queryKey: ['admin.effectiveGet', roleId],
    queryFn: ({ signal }) => call('admin.effectiveGet', { roleId }, { loading: false, signal }),
  });
  const options = useQueries({
    queries: SCOPE_SECTIONS.map(({ type }) => ({
      queryKey: ['admin.effectiveOptions', type],
      queryFn: ({ signal }: { signal: AbortSignal }) => call('admin.effectiveOptions', { type }, { loading: false, signal }),
    })),
  });

  if (scope.isError || options.some((o) => o.isError)) {
    const retry = () => {
      void scope.refetch();
      for (const o of options) if (o.isError) void o.refetch();
    };
    return <Alert type="error" showIcon title={t('admin.common.loadFailed')} action={<Button onClick={retry}>{t('admin.common.retry')}</Button>} />;
  }
  if (!scope.data || options.some((o) => !o.data)) return <Spin />;
  const byField = Object.fromEntries(SCOPE_SECTIONS.map((s, i) => [s.field, options[i].data!])) as PerField<ScopeOptions>;
  return <ScopeForm scope={scope.data} options={byField} />;
}

function ScopeForm({ scope, options }: { scope: DataScope; options: PerField<ScopeOptions> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const [drafts, setDrafts] = useState(
    () => Object.fromEntries(SCOPE_SECTIONS.map(({ field }) => [field, initialDraft(scope[field], options[field])])) as PerField<ScopeDraft>,
  );
  const [errors, setErrors] = useState<Map<string, string[]>>(new Map());
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setErrors(new Map());
    try {
      await call('admin.effectiveSave', scopeToSave(scope.roleId, drafts, options));
      void notice.success(t('admin.scope.saved'));
      await queryClient.invalidateQueries({ queryKey: ['admin.effectiveGet', scope.roleId] });
    } catch (error) {
      // The request client has shown the message; a problem with one kind of data is also shown beside it.
      setErrors(matchFieldErrors(validationFields(error), SCOPE_SECTIONS.map((s) => s.field)).byField);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {noticeHolder}
      {SCOPE_SECTIONS.map(({ field, title }) => (
        <ScopeSection
          key={field}
          title={title}
          options={options[field]}
          draft={drafts[field]}
          errors={errors.get(field)}
          onChange={(draft) => setDrafts((all) => ({ ...all, [field]: draft }))}
        />
      ))}
      <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
        {t('admin.scope.save')}
      </Button>
    </Space>
  );
}
