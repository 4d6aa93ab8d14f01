import { useMemo, useState } from 'react';
import { App, Button, Popconfirm } from 'antd';
import { KeyOutlined, PlusOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FACE_DEVICE_TYPES, type Device, type InputOf } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type Row } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';
import { formValuesToContent, recordToFormValues, showsInForm } from '@/components/ResourcePage/fieldValues';
import { useFieldOptions } from '@/components/ResourcePage/useFieldOptions';
import { deviceFields, typeLabel } from './fields';
import SecretDialog from './SecretDialog';
import SettingsDialog from './SettingsDialog';
import FaceActions from './FaceActions';
import AllDevicesButton from './AllDevicesButton';

const machinePage = 'devices.machinePage';

/**
 * Device management (/basesetting/machinemanage, menu 202000) and, with `type`, each device type's page: the same
 * list filtered to that type. Adding has its own dialog because the reply carries the secret, shown once.
 */
export default function DevicesPage({ type }: { type?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ serialNumber: string; secret: string } | null>(null);
  const [settingsOf, setSettingsOf] = useState<Device | null>(null);
  const fields = useMemo(() => deviceFields(t, type), [t, type]);
  const options = useFieldOptions(machinePage, fields as FieldDef[]);
  const addFields = (fields as FieldDef[]).filter((f) => showsInForm(f, 'add'));
  const fixedQuery = useMemo(() => (type ? { type } : undefined), [type]);

  const add = async (values: Row) => {
    // The content comes from the field descriptions: the server's schema checks it (40000 shows on the fields).
    const content = formValuesToContent(addFields, values, 'add') as InputOf<'devices.machineAdd'>;
    const reply = await call('devices.machineAdd', { ...content, ...(type ? { type } : {}) });
    await queryClient.invalidateQueries({ queryKey: [machinePage] });
    setSecret(reply);
  };
  const { message } = App.useApp();
  /** Devices fetch their dictionaries again on their next heartbeat. */
  const reloadDictionaries = async () => {
    await call('devices.dictionaryReload', {});
    void message.success(t('devices.dictionaryReloaded'));
  };

  const resetSecret = async (device: Device) => {
    setSecret(await call('devices.machineResetSecret', { deviceId: device.deviceId }));
  };

  return (
    <>
      <ResourcePage
        title={type ? typeLabel(type) : '/basesetting/machinemanage'}
        rowKey="deviceId"
        fields={fields}
        pageEndpoint={machinePage}
        editEndpoint="devices.machineUpdate"
        removeEndpoint={type === 'printmachine' ? 'devices.printerDelete' : 'devices.machineDelete'}
        fixedQuery={fixedQuery}
        fromForm={(content, mode, row) => ({ ...content, ...(type ? { type } : {}), ...(mode === 'edit' && row ? { deviceId: row.deviceId } : {}) })}
        print
        extraToolbar={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('widgets.resource.add')}
            </Button>
            <Popconfirm
              title={t('devices.dictionaryReloadConfirm')}
              okText={t('widgets.common.ok')}
              cancelText={t('widgets.common.cancel')}
              onConfirm={() => reloadDictionaries().catch(() => {})}
            >
              <Button icon={<ReloadOutlined />}>{t('api.devices.dictionaryReload')}</Button>
            </Popconfirm>
            {type && <AllDevicesButton />}
          </>
        }
        extraActions={(device) => (
          <>
            {device.type === 'servicecounter' && (
              <Link to={`/basesetting/machinemanage/servicecounter/detail?id=${device.deviceId}`}>{t('devices.detail.open')}</Link>
            )}
            <Button type="link" size="small" icon={<SettingOutlined />} onClick={() => setSettingsOf(device)}>
              {t('devices.settings')}
            </Button>
            <Popconfirm
              title={t('devices.confirmResetSecret')}
              okText={t('widgets.common.ok')}
              cancelText={t('widgets.common.cancel')}
              onConfirm={() => resetSecret(device).catch(() => {})}
            >
              <Button type="link" size="small" icon={<KeyOutlined />}>
                {t('devices.resetSecret')}
              </Button>
            </Popconfirm>
            {FACE_DEVICE_TYPES.includes(device.type) && <FaceActions device={device} />}
          </>
        )}
      />
      {adding && (
        <EditDialog
          mode="add"
          initialValues={recordToFormValues(addFields, {}, 'add')}
          fields={addFields}
          options={options}
          save={add}
          onClose={() => setAdding(false)}
        />
      )}
      {secret && (
        <SecretDialog {...secret} onClose={() => setSecret(null)} />
      )}
      {settingsOf && <SettingsDialog device={settingsOf} onClose={() => setSettingsOf(null)} />}
    </>
  );
}
