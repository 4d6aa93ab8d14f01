import { merchantUserNames } from './modules/admin';
import { settingsLookups } from './modules/settings';
import { findCanteen } from './modules/canteens';
import { assertPeople, fileOwnerAccess, personAccounts } from './modules/people';
import { fileOwners } from './modules/files';
import { cancelPeopleAccounts, grantRedEnvelope, openAccounts, orderPageRefund, orderRefunded, refundPeriod } from './modules/accounts';
import { assertDishes, dishNamesOf, dishPicker } from './modules/menu';
import { redEnvelopeMoney } from './modules/marketing';
import { assertRefundPeriod, cancelRefundedBooking, wholeRefundUnderReview } from './modules/orders';
import { supplierLookups } from './modules/inventory';
import { supplierLookupsImpl } from './modules/procurement';

/**
 * Plugs the functions of higher modules into the ports of the lower modules that need them (docs/ARCHITECTURE.md
 * §6: a lower module never imports a higher one). `buildApp` runs it, and so does anything that calls services
 * without the app (main.ts before seeding). Running it again changes nothing.
 */
export function composeModules(): void {
  settingsLookups.provide({
    merchantUsers: merchantUserNames,
    assertCanteen: async (ctx, canteenId) => {
      await findCanteen(ctx, canteenId);
    },
    assertPeople,
    dishChoices: dishPicker,
    dishNames: dishNamesOf,
    assertApprovedDish: async (ctx, dishId, field) => {
      await assertDishes(ctx, [dishId], field, true);
    },
  });
  personAccounts.provide({
    open: async (ctx, custIds) => {
      await openAccounts(ctx, custIds);
    },
    cancel: cancelPeopleAccounts,
  });
  redEnvelopeMoney.provide({ grant: grantRedEnvelope });
  refundPeriod.provide({ assertOpen: assertRefundPeriod });
  orderRefunded.provide({ whollyRefunded: cancelRefundedBooking });
  orderPageRefund.provide({ underReview: wholeRefundUnderReview });
  fileOwners.provide({ access: fileOwnerAccess });
  supplierLookups.provide(supplierLookupsImpl);
}
