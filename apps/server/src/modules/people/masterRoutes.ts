import type { peopleMasterEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { addPlace, editPlace, placePage, placeTree, removePlace } from './places';
import { addJob, editJob, jobs, removeJob } from './jobs';
import { addPsnType, editPsnType, psnTypes, removePsnType } from './psnTypes';
import { addGrade, editGrade, grades, removeGrade } from './grades';
import { addChronic, chronics, editChronic, removeChronic } from './chronics';
import { addHealthReport, editHealthReport, healthPersonOptions, healthReportPage, removeHealthReport } from './healthReports';
import { healthSyncToken, syncAllHealth, syncPersonHealth } from './healthSync';

export const peopleMasterHandlers: Handlers<typeof peopleMasterEndpoints> = {
  'peopleMaster.placePage': (ctx, input) => placePage(ctx, input),
  'peopleMaster.placeTree': (ctx) => placeTree(ctx),
  'peopleMaster.placeAdd': (ctx, input) => addPlace(ctx, input),
  'peopleMaster.placeEdit': (ctx, input) => editPlace(ctx, input),
  'peopleMaster.placeRemove': (ctx, input) => removePlace(ctx, input.placeId),
  'peopleMaster.jobPage': (ctx, input) => jobs.page(ctx, input),
  'peopleMaster.jobList': (ctx) => jobs.list(ctx),
  'peopleMaster.jobAdd': (ctx, input) => addJob(ctx, input),
  'peopleMaster.jobEdit': (ctx, input) => editJob(ctx, input),
  'peopleMaster.jobRemove': (ctx, input) => removeJob(ctx, input.jobId),
  'peopleMaster.psnTypePage': (ctx, input) => psnTypes.page(ctx, input),
  'peopleMaster.psnTypeList': (ctx) => psnTypes.list(ctx),
  'peopleMaster.psnTypeAdd': (ctx, input) => addPsnType(ctx, input),
  'peopleMaster.psnTypeEdit': (ctx, input) => editPsnType(ctx, input),
  'peopleMaster.psnTypeRemove': (ctx, input) => removePsnType(ctx, input.psnTypeId),
  'peopleMaster.gradeList': (ctx) => grades.list(ctx),
  'peopleMaster.gradeAdd': (ctx, input) => addGrade(ctx, input),
  'peopleMaster.gradeEdit': (ctx, input) => editGrade(ctx, input),
  'peopleMaster.gradeRemove': (ctx, input) => removeGrade(ctx, input.gradeId),
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
