import type { healthEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { psnTypes, chronicOptions, healthReportPage } from '../people';
import { nutrientCatalogue } from '../menu';
import { addDiet, dietOptions, dietPage, removeDiet, updateDiet } from './dietPatterns';
import { personPage, saveProfile, healthPerson } from './profiles';
import { basicsInfo, dietReport, intakeAnalysis } from './intake';
import { imbalanceExport, imbalancePage } from './imbalance';

export const healthHandlers: Handlers<typeof healthEndpoints> = {
  'health.dietPage': dietPage,
  'health.dietAdd': addDiet,
  'health.dietUpdate': updateDiet,
  'health.dietRemove': (ctx, { dietId }) => removeDiet(ctx, dietId),
  'health.options': async (ctx) => {
    const [diets, chronics, types, nutrients] = await Promise.all([dietOptions(ctx), chronicOptions(ctx), psnTypes.list(ctx), nutrientCatalogue(ctx)]);
    return {
      diets,
      chronics,
      psnTypes: types.map((p) => ({ psnTypeId: p.psnTypeId, psnTypeName: p.psnTypeName })),
      nutrients: nutrients.map((n) => ({ nutritionId: n.nutrientId, code: n.code, name: n.name, unit: n.unit })),
    };
  },
  'health.personPage': personPage,
  'health.profileSave': saveProfile,
  'health.basicsInfo': (ctx, { custId }) => basicsInfo(ctx, custId),
  'health.dietReport': dietReport,
  'health.intakeAnalysis': intakeAnalysis,
  'health.imbalancePage': imbalancePage,
  'health.imbalanceExport': imbalanceExport,
  // The person must be one the caller reaches (their organisation scope) before their reports are listed.
  'health.reportPage': async (ctx, q) => {
    await healthPerson(ctx, q.custId);
    return healthReportPage(ctx, q);
  },
};
