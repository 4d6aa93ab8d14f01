import AppletItemsPage from '../appletItems/AppletItemsPage';

/** Dynamic banners (209020), images exactly 750 × 600. */
export default function DynamicBannersPage() {
  return <AppletItemsPage name="dynamicBanner" title="/basesetting/wechartsmallset/appletbannerdy" strictImage uploadKey="banner" />;
}
