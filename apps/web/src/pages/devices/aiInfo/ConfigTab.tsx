import { useState } from 'react';
import { Button, Modal, Select, Tag } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AI_DEVICE_TYPES, type AiMenuConfig } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { fieldsFrom } from '@/components/ResourcePage';
import { aiCanteenChoices } from '../aiOptions';

const fields = fieldsFrom<'devicesAi.configAdd', AiMenuConfig, 'devicesAi.configUpdate'>(['devicesAi.configAdd', 'devicesAi.configUpdate'], [
  { key: 'canteenId', label: 'devicesAi.canteen', type: 'select', inSearch: true, inForm: 'add', options: aiCanteenChoices },
  { key: 'enabled', label: 'devicesAi.enabled', type: 'switch' },
  { key: 'confidenceThreshold', label: 'devicesAi.threshold', type: 'number', required: true },
  { key: 'autoSettle', label: 'devicesAi.autoSettle', type: 'switch' },
  { key: 'deviceIds', label: 'devicesAi.devices', type: 'text', inForm: false, render: (v) => (v as number[]).length },
  { key: 'updatedAt', label: 'devicesAi.updatedAt', type: 'datetime', inForm: false },
]);

/** The dish-recognition devices of the config's canteen, chosen in a dialog (the form has no multiple choice). */
function DevicesDialog({ config, onClose }: { config: AiMenuConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number[]>(config.deviceIds);
  const devices = useQuery({
    queryKey: ['devices.machinePage', 'ai', config.canteenId],
    queryFn: async () => {
      const pages = await Promise.all(
        AI_DEVICE_TYPES.map((type) => call('devices.machinePage', { canteenId: config.canteenId, type, limit: 500 })),
      );
      return pages.flatMap((p) => p.records);
    },
  });
  const save = async () => {
    const { menuaiId, enabled, confidenceThreshold, autoSettle } = config;
    await call('devicesAi.configUpdate', { menuaiId, enabled, confidenceThreshold, autoSettle, deviceIds: chosen });
    await queryClient.invalidateQueries({ queryKey: ['devicesAi.configPage'] });
    onClose();
  };
  return (
    <Modal open title={t('devicesAi.devicesEdit')} onCancel={onClose} onOk={() => void save().catch(() => undefined)}>
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        aria-label={t('devicesAi.devices')}
        value={chosen}
        onChange={setChosen}
        loading={devices.isLoading}
        notFoundContent={t('devicesAi.noDevices')}
        options={(devices.data ?? []).map((d) => ({ value: d.deviceId, label: `${d.name} (${d.serialNumber})` }))}
      />
    </Modal>
  );
}

/** The AI menu config of each canteen: recognition on or off, confidence threshold, auto-settle, devices. */
export default function ConfigTab() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AiMenuConfig | null>(null);
  return (
    <>
      <ResourcePage
        title="devicesAi.tab.config"
        rowKey="menuaiId"
        fields={fields}
        pageEndpoint="devicesAi.configPage"
        addEndpoint="devicesAi.configAdd"
        editEndpoint="devicesAi.configUpdate"
        removeEndpoint="devicesAi.configRemove"
        fromForm={(content, mode, row) => (mode === 'edit' && row ? { menuaiId: row.menuaiId, deviceIds: row.deviceIds, ...content } : { deviceIds: [], ...content })}
        extraActions={(row) => (
          <Button type="link" size="small" icon={<ApiOutlined />} onClick={() => setEditing(row)}>
            {t('devicesAi.devicesEdit')}
            {row.deviceIds.length ? <Tag style={{ marginLeft: 4 }}>{row.deviceIds.length}</Tag> : null}
          </Button>
        )}
      />
      {editing && <DevicesDialog config={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
