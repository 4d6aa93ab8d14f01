import WalletOrderCard from '../shared/WalletOrder';

/** Deduction method of the ordering app (/basesetting/wechartsmallset/smallprogramkoukuan, menu 209080). */
export default function AppletDeductionPage() {
  return <WalletOrderCard getId="settings.deductionAppletGet" updateId="settings.deductionAppletUpdate" title="settings.deduction.appletTitle" />;
}
