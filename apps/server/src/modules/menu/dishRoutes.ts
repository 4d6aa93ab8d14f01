import type { DishClassKind, menuDishesEndpoints } from '@canteen/contract';
import { prepareFirst, type Handlers } from '../../platform/http/register';
import { addClass, classPage, editClass, initDishData, removeClass } from './dishClasses';
import { dishBasics, dishDetail, dishOptions, dishPage, dishPageWithNutrition, ingredientOptions } from './dishes';
import { exportDishes } from './dishesExport';
import { addDish, auditDishes, editDish, removeDishes, shelveDishes } from './dishesWrite';
import { importDishes, importFailPage, importTemplate, readDishSheet } from './dishImport';
import { addLike, emptyLikes, likeRanking, surveyList } from './dishLikes';
import { addType, editType, removeType, typeList, typePage } from './dishTypes';

type H = Handlers<typeof menuDishesEndpoints>;

/** Every kind's calls have the same payloads (one description in the contract); the cook kind's types name them. */
type PageHandler = H['menuDishes.cookPage'];
type AddHandler = H['menuDishes.cookAdd'];
type EditHandler = H['menuDishes.cookEdit'];
type RemoveHandler = H['menuDishes.cookRemove'];

/** The four calls of one classification kind, answered by the one service. */
function classHandlers<K extends DishClassKind>(kind: K) {
  const page: PageHandler = (ctx, q) => classPage(ctx, kind, q);
  const add: AddHandler = (ctx, input) => addClass(ctx, kind, input);
  const edit: EditHandler = (ctx, input) => editClass(ctx, kind, input);
  const remove: RemoveHandler = (ctx, { id }) => removeClass(ctx, kind, id);
  return {
    [`menuDishes.${kind}Page`]: page,
    [`menuDishes.${kind}Add`]: add,
    [`menuDishes.${kind}Edit`]: edit,
    [`menuDishes.${kind}Remove`]: remove,
  } as Pick<H, `menuDishes.${K}${'Page' | 'Add' | 'Edit' | 'Remove'}`>;
}

export const menuDishesHandlers: H = {
  'menuDishes.dishPage': dishPage,
  'menuDishes.dishPageV2': dishPageWithNutrition,
  'menuDishes.dishAdd': addDish,
  'menuDishes.dishEdit': editDish,
  'menuDishes.dishRemoveBatch': (ctx, { dishesIds }) => removeDishes(ctx, dishesIds),
  'menuDishes.dishRemove': (ctx, { dishesId }) => removeDishes(ctx, [dishesId]),
  'menuDishes.dishBasics': dishBasics,
  'menuDishes.initData': (ctx) => initDishData(ctx),
  'menuDishes.dishImport': prepareFirst(
    (ctx) => readDishSheet(ctx),
    (ctx, _input, sheet) => importDishes(ctx, sheet),
  ),
  'menuDishes.importTemplate': (ctx) => importTemplate(ctx),
  'menuDishes.dishExport': exportDishes,
  'menuDishes.dishDetail': (ctx, { dishesId }) => dishDetail(ctx, dishesId),
  'menuDishes.dishAudit': auditDishes,
  'menuDishes.dishShelf': shelveDishes,
  'menuDishes.dishOptions': (ctx) => dishOptions(ctx),
  'menuDishes.materialOptions': ingredientOptions,
  'menuDishes.likeEmpty': (ctx, { dishesId }) => emptyLikes(ctx, dishesId),
  'menuDishes.likeRanking': likeRanking,
  'menuDishes.surveyList': surveyList,
  'menuDishes.surveyAdd': addLike,
  'menuDishes.importFailPage': importFailPage,
  'menuDishes.typeList': (ctx) => typeList(ctx),
  'menuDishes.typeAdd': addType,
  'menuDishes.typePage': typePage,
  'menuDishes.typeEdit': editType,
  'menuDishes.typeRemove': (ctx, { id }) => removeType(ctx, id),
  ...classHandlers('cook'),
  ...classHandlers('label'),
  ...classHandlers('taste'),
  ...classHandlers('classify'),
  ...classHandlers('effect'),
  ...classHandlers('style'),
  ...classHandlers('suit'),
};
