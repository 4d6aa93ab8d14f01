import { useMemo } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TablewareColour, type TablewareInfo, type TablewareShape } from '@canteen/contract';
import ResourcePage from '@/components/ResourcePage';
import DevicesPage from '../machines';
import { colourFields, infoFields, shapeFields } from './fields';
import CodeParse from './CodeParse';
import { endpointOf } from '@/api/endpoints';

/** Tableware management (menu 202240): its devices, then shapes, colours, priced combinations and a code check. */
export default function TablewarePage() {
  const { t } = useTranslation();
  const shapes = useMemo(() => shapeFields(t), [t]);
  const colours = useMemo(() => colourFields(t), [t]);
  const infos = useMemo(() => infoFields(), []);
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'devices', label: t('devices.tab.devices'), children: <DevicesPage type="tablewaremanage" /> },
        {
          key: 'shapes',
          label: t('devices.tableware.shapes'),
          children: (
            <ResourcePage<TablewareShape>
              title="devices.tableware.shapes"
              rowKey="shapeId"
              fields={shapes}
              pageEndpoint={endpointOf('devices.tablewareShapePage')}
              addEndpoint={endpointOf('devices.tablewareShapeAdd')}
              editEndpoint={endpointOf('devices.tablewareShapeUpdate')}
              removeEndpoint={endpointOf('devices.tablewareShapeDelete')}
            />
          ),
        },
        {
          key: 'colours',
          label: t('devices.tableware.colours'),
          children: (
            <ResourcePage<TablewareColour>
              title="devices.tableware.colours"
              rowKey="colourId"
              fields={colours}
              pageEndpoint={endpointOf('devices.tablewareColourPage')}
              addEndpoint={endpointOf('devices.tablewareColourAdd')}
              editEndpoint={endpointOf('devices.tablewareColourUpdate')}
              removeEndpoint={endpointOf('devices.tablewareColourDelete')}
            />
          ),
        },
        {
          key: 'infos',
          label: t('devices.tableware.infos'),
          children: (
            <ResourcePage<TablewareInfo>
              title="devices.tableware.infos"
              rowKey="infoId"
              fields={infos}
              pageEndpoint={endpointOf('devices.tablewareInfoPage')}
              addEndpoint={endpointOf('devices.tablewareInfoAdd')}
              editEndpoint={endpointOf('devices.tablewareInfoUpdate')}
              removeEndpoint={endpointOf('devices.tablewareInfoDelete')}
              // An emptied canteen means every canteen.
              fromForm={(content, mode, row) => ({ canteenId: null, ...content, ...(mode === 'edit' && row ? { infoId: row.infoId } : {}) })}
            />
          ),
        },
        { key: 'parse', label: t('devices.tableware.codeParse'), children: <CodeParse /> },
      ]}
    />
  );
}
