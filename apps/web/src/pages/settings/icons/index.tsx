import AppletItemsPage from '../appletItems/AppletItemsPage';

/** Home icons of the ordering app (209050). */
export default function IconsPage() {
  return <AppletItemsPage name="icon" title="/basesetting/wechartsmallset/iconset" titleLabel="settings.item.iconName" uploadKey="icon" />;
}
