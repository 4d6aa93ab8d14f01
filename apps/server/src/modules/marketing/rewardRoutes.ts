import type { marketingRewardsEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { addEnvelope, deleteEnvelope, editEnvelope, envelopePage, grantEnvelope, recordPage } from './redEnvelopes';
import { addGainRule, addOffsetRule, editGainRule, editOffsetRule, gainRulePage, offsetRulePage, removeGainRule, removeOffsetRule } from './pointsRules';
import { balancePage, entryExport, entryPage } from './pointsOverview';

/** Exports carry the page's filters; paging fields are ignored. */
const filters = <T extends { page?: number; limit?: number }>({ page: _p, limit: _l, ...rest }: T) => rest;

export const marketingRewardsHandlers: Handlers<typeof marketingRewardsEndpoints> = {
  'marketingRewards.redEnvelopeAdd': addEnvelope,
  'marketingRewards.redEnvelopePage': envelopePage,
  'marketingRewards.redEnvelopeRecordPage': recordPage,
  'marketingRewards.redEnvelopeEdit': editEnvelope,
  'marketingRewards.redEnvelopeGrant': (ctx, { envelopId }) => grantEnvelope(ctx, envelopId),
  'marketingRewards.redEnvelopeDelete': (ctx, { envelopId }) => deleteEnvelope(ctx, envelopId),
  'marketingRewards.pointGainPage': gainRulePage,
  'marketingRewards.pointGainAdd': addGainRule,
  'marketingRewards.pointGainEdit': editGainRule,
  'marketingRewards.pointGainRemove': (ctx, { gainRuleId }) => removeGainRule(ctx, gainRuleId),
  'marketingRewards.pointOffsetPage': offsetRulePage,
  'marketingRewards.pointOffsetAdd': addOffsetRule,
  'marketingRewards.pointOffsetEdit': editOffsetRule,
  'marketingRewards.pointOffsetRemove': (ctx, { offsetRuleId }) => removeOffsetRule(ctx, offsetRuleId),
  'marketingRewards.pointBalancePage': balancePage,
  'marketingRewards.pointEntryPage': entryPage,
  'marketingRewards.pointEntryExport': (ctx, q) => entryExport(ctx, filters(q)),
};
