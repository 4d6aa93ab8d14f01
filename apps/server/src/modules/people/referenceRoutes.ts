import type { peopleReferenceEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { addPlace, editPlace, placePage, placeTree, removePlace } from './places';
import { grades, jobs, psnTypes } from './references';
import { addChronic, chronics, editChronic, removeChronic } from './chronics';
import { addHealthReport, editHealthReport, healthPersonOptions, healthReportPage, removeHealthReport } from './healthReports';
import { healthSyncToken, syncAllHealth, syncPersonHealth } from './healthSync';

export const peopleReferenceHandlers: Handlers<typeof peopleReferenceEndpoints> = {
  'peopleMaster.placePage': (ctx, input) => placePage(ctx, input),
  'peopleMaster.placeTree': (ctx) => placeTree(ctx),
  'peopleMaster.placeAdd': (ctx, input) => addPlace(ctx, input),
  'peopleMaster.placeEdit': (ctx, input) => editPlace(ctx, input),
  'peopleMaster.placeRemove': (ctx, input) => removePlace(ctx, input.placeId),
  'peopleMaster.jobPage': (ctx, input) => jobs.page(ctx, input),
  'peopleMaster.jobList': (ctx) => jobs.list(ctx),
  'peopleMaster.jobAdd': (ctx, input) => jobs.add(ctx, input),
  'peopleMaster.jobEdit': (ctx, { jobId, ...input }) => jobs.edit(ctx, jobId, input),
  'peopleMaster.jobRemove': (ctx, input) => jobs.remove(ctx, input.jobId),
  'peopleMaster.psnTypePage': (ctx, input) => psnTypes.page(ctx, input),
  'peopleMaster.psnTypeList': (ctx) => psnTypes.list(ctx),
  'peopleMaster.psnTypeAdd': (ctx, input) => psnTypes.add(ctx, input),
  'peopleMaster.psnTypeEdit': (ctx, { psnTypeId, ...input }) => psnTypes.edit(ctx, psnTypeId, input),
  'peopleMaster.psnTypeRemove': (ctx, input) => psnTypes.remove(ctx, input.psnTypeId),
  'peopleMaster.gradeList': (ctx) => grades.list(ctx),
  'peopleMaster.gradeAdd': (ctx, input) => grades.add(ctx, input),
  'peopleMaster.gradeEdit': (ctx, { gradeId, ...input }) => grades.edit(ctx, gradeId, input),
  'peopleMaster.gradeRemove': (ctx, input) => grades.remove(ctx, input.gradeId),
  'peopleMaster.chronicPage': (ctx, input) => chronics.page(ctx, input),
  'peopleMaster.chronicList': (ctx) => chronics.list(ctx),
  'peopleMaster.chronicAdd': (ctx, input) => addChronic(ctx, input),
  'peopleMaster.chronicEdit': (ctx, input) => editChronic(ctx, input),
  'peopleMaster.chronicRemove': (ctx, input) => removeChronic(ctx, input.chronicId),
  'peopleMaster.healthReportPage': (ctx, input) => healthReportPage(ctx, input),
  'peopleMaster.healthPersonOptions': (ctx, input) => healthPersonOptions(ctx, input.keyword),
  'peopleMaster.healthReportAdd': (ctx, input) => addHealthReport(ctx, input),
  'peopleMaster.healthReportEdit': (ctx, input) => editHealthReport(ctx, input),
  'peopleMaster.healthReportRemove': (ctx, input) => removeHealthReport(ctx, input.heainfoId),
  'peopleMaster.healthSyncToken': (ctx) => healthSyncToken(ctx),
  'peopleMaster.healthSyncPerson': (ctx, input) => syncPersonHealth(ctx, input.custId),
  'peopleMaster.healthSyncAll': (ctx) => syncAllHealth(ctx),
};
