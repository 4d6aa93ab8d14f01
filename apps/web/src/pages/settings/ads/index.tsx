import AppletItemsPage from '../appletItems/AppletItemsPage';

/** Ads (209030), each shown for an optional period. */
export default function AdsPage() {
  return <AppletItemsPage name="ad" title="/basesetting/wechartsmallset/appletad" withPeriod uploadKey="ad" />;
}
