import { useMemo } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import ResourcePage from '@/components/ResourcePage';
import DevicesPage from '../machines';
import { colourFields, infoFields, shapeFields } from './fields';
import CodeParse from './CodeParse';

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
            <ResourcePage
              title="devices.tableware.shapes"
              rowKey="shapeId"
              fields={shapes}
              pageEndpoint="devices.tablewareShapePage"
              addEndpoint="devices.tablewareShapeAdd"
              editEndpoint="devices.tablewareShapeUpdate"
              removeEndpoint="devices.tablewareShapeDelete"
            />
          ),
        },
        {
          key: 'colours',
          label: t('devices.tableware.colours'),
          children: (
            <ResourcePage
              title="devices.tableware.colours"
              rowKey="colourId"
              fields={colours}
              pageEndpoint="devices.tablewareColourPage"
              addEndpoint="devices.tablewareColourAdd"
              editEndpoint="devices.tablewareColourUpdate"
              removeEndpoint="devices.tablewareColourDelete"
            />
          ),
        },
        {
          key: 'infos',
          label: t('devices.tableware.infos'),
          children: (
            <ResourcePage
              title="devices.tableware.infos"
              rowKey="infoId"
              fields={infos}
              pageEndpoint="devices.tablewareInfoPage"
              addEndpoint="devices.tablewareInfoAdd"
              editEndpoint="devices.tablewareInfoUpdate"
              removeEndpoint="devices.tablewareInfoDelete"
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
