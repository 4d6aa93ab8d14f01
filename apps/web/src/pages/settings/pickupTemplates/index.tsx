import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { PICKUP_EVENTS, TEMPLATE_PLACEHOLDERS } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';

const fields: FieldDef[] = [
  { key: 'event', label: 'settings.template.event', type: 'select', required: true, inSearch: true, options: PICKUP_EVENTS.map((e) => ({ value: e, label: `settings.template.event.${e}` })) },
  { key: 'templateId', label: 'settings.template.templateId', type: 'text' },
  { key: 'content', label: 'settings.template.content', type: 'textarea' },
  { key: 'enabled', label: 'settings.enabled', type: 'switch' },
];

/** Meal pickup notification templates (/basesetting/wechartsmallset/qucan, menu 209060). */
export default function PickupTemplatesPage() {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('settings.template.placeholders', { list: TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(' ') })}
      />
      <ResourcePage
        title="/basesetting/wechartsmallset/qucan"
        rowKey="id"
        fields={fields}
        pageEndpoint="settings.pickupTemplatePage"
        addEndpoint="settings.pickupTemplateAdd"
        editEndpoint="settings.pickupTemplateEdit"
        removeEndpoint="settings.pickupTemplateRemove"
      />
    </>
  );
}
