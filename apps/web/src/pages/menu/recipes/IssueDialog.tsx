import { useState } from 'react';
import { Form, Modal, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecipeIssueScope } from '@canteen/contract';
import { call } from '@/api';

interface Values {
  scope: RecipeIssueScope;
  deviceIds?: number[];
  deviceId?: number;
}

/**
 * Issues the chosen recipes to every device of the canteen, to some, or to one: those devices pull the menu again.
 * `onDone` gets the outcome to show: the dialog closes at once, so a message of its own would go with it.
 */
export default function IssueDialog({ canteenId, recipeIds, onDone, onClose }: { canteenId: number; recipeIds: number[]; onDone: (outcome: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const scope = Form.useWatch('scope', form) ?? 'all';
  const devices = useQuery({ queryKey: ['menuRecipes.issueDevices', canteenId], queryFn: () => call('menuRecipes.issueDevices', { canteenId }) });
  const options = (devices.data ?? []).map((d) => ({ value: d.deviceId, label: `${d.name} (${d.serialNumber})${d.online ? '' : ` · ${t('menuRecipes.issue.offline')}`}` }));

  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const result =
        v.scope === 'all'
          ? await call('menuRecipes.issueAll', { recipeIds })
          : v.scope === 'part'
            ? await call('menuRecipes.issuePart', { recipeIds, deviceIds: v.deviceIds ?? [] })
            : await call('menuRecipes.issueSingle', { recipeIds, deviceId: v.deviceId ?? 0 });
      onDone(t('menuRecipes.issue.done', { recipes: result.recipeCount, devices: result.deviceCount }));
      onClose();
    } catch {
      // the request client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  const required = [{ required: true, message: t('menuRecipes.issue.chooseDevice') }];
  return (
    <Modal open title={t('menuRecipes.issue.title', { count: recipeIds.length })} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" name="recipeIssue" initialValues={{ scope: 'all' }}>
        <Form.Item name="scope" label={t('menuRecipes.issue.scope')}>
          <Radio.Group
            options={[
              { value: 'all', label: t('menuRecipes.issue.scope.all') },
              { value: 'part', label: t('menuRecipes.issue.scope.part') },
              { value: 'single', label: t('menuRecipes.issue.scope.single') },
            ]}
          />
        </Form.Item>
        {scope === 'part' && (
          <Form.Item name="deviceIds" label={t('menuRecipes.issue.devices')} rules={required}>
            <Select mode="multiple" options={options} loading={devices.isFetching} notFoundContent={t('menuRecipes.issue.noDevice')} />
          </Form.Item>
        )}
        {scope === 'single' && (
          <Form.Item name="deviceId" label={t('menuRecipes.issue.device')} rules={required}>
            <Select options={options} loading={devices.isFetching} notFoundContent={t('menuRecipes.issue.noDevice')} />
          </Form.Item>
        )}
        {scope === 'all' && <p>{t('menuRecipes.issue.allHint', { count: devices.data?.length ?? 0 })}</p>}
      </Form>
    </Modal>
  );
}
