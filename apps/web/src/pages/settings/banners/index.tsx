import AppletItemsPage from '../appletItems/AppletItemsPage';

/** Home banners (209010), images exactly 750 × 600. */
export default function BannersPage() {
  return <AppletItemsPage name="banner" title="/basesetting/wechartsmallset/appletbanner" strictImage uploadKey="banner" />;
}
