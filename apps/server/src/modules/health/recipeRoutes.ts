import type { healthRecipesEndpoints } from '@canteen/contract';
import type { Handlers } from '../../platform/http/register';
import { dishPicker } from '../menu';
import { addNode, editNode, recipeTree, removeNode } from './healthRecipes';
import { addDetails, detailPage, editDetail, removeDetail } from './healthRecipesDetails';
import { personHealthRecipes } from './personRecipes';
import { addConsultation, consultationDetail, consultationExport, consultationPage, removeConsultation, setConsultationState, updateConsultation } from './consultations';
import { personChoices, removeSubscription, saveSubscription, subscriptionExport, subscriptionPage } from './subscriptions';
import { targetOptions } from './healthRecipesTargets';

export const healthRecipesHandlers: Handlers<typeof healthRecipesEndpoints> = {
  'healthRecipes.dishChoices': dishPicker,
  'healthRecipes.treeList': recipeTree,
  'healthRecipes.add': addNode,
  'healthRecipes.edit': editNode,
  'healthRecipes.remove': (ctx, { healthRecipeId }) => removeNode(ctx, healthRecipeId),
  'healthRecipes.recipeOptions': targetOptions,
  'healthRecipes.detailAdd': addDetails,
  'healthRecipes.detailEdit': editDetail,
  'healthRecipes.detailRemove': (ctx, { detailId }) => removeDetail(ctx, detailId),
  'healthRecipes.detailPage': detailPage,
  'healthRecipes.custRecipes': (ctx, { custId }) => personHealthRecipes(ctx, custId),
  'healthRecipes.consultationAdd': addConsultation,
  'healthRecipes.consultationUpdate': updateConsultation,
  'healthRecipes.consultationState': setConsultationState,
  'healthRecipes.consultationPage': consultationPage,
  'healthRecipes.consultationExport': consultationExport,
  'healthRecipes.consultationDetail': (ctx, { consultationId }) => consultationDetail(ctx, consultationId),
  'healthRecipes.consultationRemove': (ctx, { consultationId }) => removeConsultation(ctx, consultationId),
  'healthRecipes.consultationOptions': targetOptions,
  'healthRecipes.personChoices': (ctx, { keyword }) => personChoices(ctx, keyword),
  'healthRecipes.subscriptionPage': subscriptionPage,
  'healthRecipes.subscriptionExport': subscriptionExport,
  'healthRecipes.subscriptionSave': saveSubscription,
  'healthRecipes.subscriptionRemove': (ctx, { subscriptionId }) => removeSubscription(ctx, subscriptionId),
};
