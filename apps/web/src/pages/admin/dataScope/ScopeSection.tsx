import { useId, useMemo } from 'react';
import { Alert, Card, Empty, Radio, Space, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionTree, type ScopeDraft, type ScopeOptions } from './scopeModel';

interface ScopeSectionProps {
  title: string;
  options: ScopeOptions;
  draft: ScopeDraft;
  onChange: (draft: ScopeDraft) => void;
  /** The server's message about this section (e.g. an option that no longer exists). */
  errors?: string[];
}

/** One kind of data: 'all' or 'only these', and the options to check. */
export default function ScopeSection({ title, options, draft, onChange, errors = [] }: ScopeSectionProps) {
  const { t } = useTranslation();
  const treeData = useMemo(() => optionTree(options.options), [options.options]);
  const mode = options.available ? draft.mode : 'all';
  // Each section's radios are their own group (one shared name would let them uncheck each other).
  const groupName = useId();

  return (
    <Card size="small" title={t(title)}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Radio.Group
          aria-label={t(title)}
          name={groupName}
          value={mode}
          onChange={(e) => onChange({ ...draft, mode: e.target.value as ScopeDraft['mode'] })}
          options={[
            { value: 'all', label: t('admin.scope.all') },
            { value: 'only', label: t('admin.scope.only'), disabled: !options.available },
          ]}
        />
        {!options.available && <Alert type="info" showIcon title={t('admin.scope.notAvailable')} />}
        {options.available && mode === 'only' && (
          <>
            <Typography.Text type="secondary">{t('admin.scope.selected', { count: draft.ids.length })}</Typography.Text>
            {treeData.length ? (
              <div style={{ maxHeight: 320, overflow: 'auto' }}>
                <Tree
                  checkable
                  // Each option stands for itself: a limited role sees exactly the checked ones.
                  checkStrictly
                  selectable={false}
                  defaultExpandAll
                  treeData={treeData}
                  checkedKeys={draft.ids}
                  onCheck={(checked) => onChange({ ...draft, ids: (Array.isArray(checked) ? checked : checked.checked).map(Number) })}
                />
              </div>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.scope.noOptions')} />
            )}
          </>
        )}
        {errors.map((message) => (
          <Typography.Text key={message} type="danger">
            {message}
          </Typography.Text>
        ))}
      </Space>
    </Card>
  );
}
