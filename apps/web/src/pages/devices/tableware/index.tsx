import { useMemo } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointById, type AnyEndpoint, type TablewareColour, type TablewareInfo, type TablewareShape } from '@canteen/contract';
import ResourcePage from '@/components/ResourcePage';
import DevicesPage from '../machines';
import { colourFields, infoFields, shapeFields } from './fields';
import CodeParse from './CodeParse';

const endpoint = (id: string) => endpointById.get(id) as AnyEndpoint;

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
              pageEndpoint={endpoint('devices.tablewareShapePage')}
              addEndpoint={endpoint('devices.tablewareShapeAdd')}
              editEndpoint={endpoint('devices.tablewareShapeUpdate')}
              removeEndpoint={endpoint('devices.tablewareShapeDelete')}
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
              pageEndpoint={endpoint('devices.tablewareColourPage')}
              addEndpoint={endpoint('devices.tablewareColourAdd')}
              editEndpoint={endpoint('devices.tablewareColourUpdate')}
              removeEndpoint={endpoint('devices.tablewareColourDelete')}
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
              pageEndpoint={endpoint('devices.tablewareInfoPage')}
              addEndpoint={endpoint('devices.tablewareInfoAdd')}
              editEndpoint={endpoint('devices.tablewareInfoUpdate')}
              removeEndpoint={endpoint('devices.tablewareInfoDelete')}
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
