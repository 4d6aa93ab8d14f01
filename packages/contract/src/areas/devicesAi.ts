import { z } from 'zod';
import { endpoint, PREFIX, type AnyEndpoint } from '../endpoint';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, pathId, dateTime, day } from '../scalars';

const M = PREFIX.main;
const A = `${PREFIX.admin}/menuai`;
const C = PREFIX.aiCleaning;

/** /basesetting/machinemanage/dishidentification: the AI menu config and the review of recognised meals. */
const AI_MENU = 202090;
/** …/dishidentification/zhuceinfo: registration info, the pictures registered per dish number. */
const REGISTRATION_MENU = 202082;
/** …/dishidentification/menuaipicture: the AI dishes and their pictures. */
const PICTURE_MENU = 202083;
/** …/dishidentification/uploadplate: uploading pictures of dishes. */
const UPLOAD_MENU = 202084;

/** Device types that recognise dishes; an AI menu config applies to devices of these types. */
export const AI_DEVICE_TYPES = ['dishidentification', 'AIcaipinshibie', 'AIcaipincaijizhongduan'] as const;
/** Pictures kept per AI dish (the recognition model is trained on them). */
export const AI_DISH_PICTURE_LIMIT = 50;
export const DEFAULT_CONFIDENCE_THRESHOLD = 80;

const confidence = z.int().min(0).max(100);
/** The recognition label number of a dish. */
const dishNumber = z.int().min(1).max(999_999);
const dishName = z.string().trim().min(1).max(50);

export const aiMenuConfig = z.object({
  menuaiId: z.int(),
  canteenId: z.int(),
  canteenName: z.string().nullable(),
  enabled: z.boolean(),
  confidenceThreshold: z.int(),
  autoSettle: z.boolean(),
  deviceIds: z.array(z.int()),
  updatedAt: z.string(),
});
export type AiMenuConfig = z.infer<typeof aiMenuConfig>;

const configFields = {
  enabled: z.boolean().default(true),
  confidenceThreshold: confidence.default(DEFAULT_CONFIDENCE_THRESHOLD),
  autoSettle: z.boolean().default(false),
  deviceIds: z.array(id).max(200).default([]),
};

export const aiDishPicture = z.object({ pictureId: z.int(), url: z.string(), mealId: z.int().nullable() });
export const aiDish = z.object({
  aiDishId: z.int(),
  canteenId: z.int(),
  canteenName: z.string().nullable(),
  dishName: z.string(),
  dishNumber: z.int(),
  /** The menu's dish this recognition entry stands for, once dishes exist. */
  dishId: z.int().nullable(),
  enabled: z.boolean(),
  pictureCount: z.int(),
  pictures: z.array(aiDishPicture),
  createdAt: z.string(),
});
export type AiDish = z.infer<typeof aiDish>;

export const aiDishNumber = z.object({
  aiDishId: z.int(),
  canteenId: z.int(),
  canteenName: z.string().nullable(),
  dishNumber: z.int(),
  dishName: z.string(),
  enabled: z.boolean(),
  pictureCount: z.int(),
  lastPictureAt: z.string().nullable(),
  /** How often devices recognised this number in meals (not counting dishes removed in review). */
  recognisedCount: z.int(),
});

export const aiCanteen = z.object({
  canteenId: z.int(),
  canteenName: z.string(),
  configured: z.boolean(),
  enabled: z.boolean(),
  dishCount: z.int(),
  pictureCount: z.int(),
});

export const aiMealDish = z.object({
  mealDishId: z.int(),
  aiDishId: z.int().nullable(),
  dishNumber: z.int(),
  dishName: z.string(),
  /** null for a dish a reviewer added. */
  confidence: z.int().nullable(),
  lowConfidence: z.boolean(),
  source: z.enum(['device', 'review']),
  removed: z.boolean(),
});
export const aiMeal = z.object({
  mealId: z.int(),
  canteenId: z.int(),
  canteenName: z.string().nullable(),
  deviceId: z.int(),
  deviceName: z.string().nullable(),
  deviceTradeNo: z.string(),
  recognisedAt: z.string(),
  picture: z.string(),
  needsReview: z.boolean(),
  reviewed: z.boolean(),
  corrected: z.boolean(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  dishes: z.array(aiMealDish),
});
export type AiMeal = z.infer<typeof aiMeal>;

const pictureAdded = z.object({ pictureId: z.int(), url: z.string() });

export const devicesAiEndpoints = [
  endpoint({
    id: 'devicesAi.configPage',
    method: 'POST',
    path: `${M}/menuai/page`,
    access: AI_MENU,
    write: false,
    input: pageQuery.extend({ canteenId: id.optional() }),
    output: pageOf(aiMenuConfig),
    summary: 'AI menu configs (one per canteen), paged',
  }),
  endpoint({
    id: 'devicesAi.configAdd',
    method: 'POST',
    path: `${M}/menuai/add`,
    access: AI_MENU,
    input: z.object({ canteenId: id, ...configFields }),
    output: z.object({ menuaiId: z.int() }),
    summary: 'Add the AI menu config of a canteen: recognition on, confidence threshold, auto-settle, devices',
  }),
  endpoint({
    id: 'devicesAi.configUpdate',
    method: 'PUT',
    path: `${M}/menuai/update`,
    access: AI_MENU,
    input: z.object({ menuaiId: id, ...configFields }),
    output: z.null(),
    summary: 'Edit an AI menu config (its canteen stays)',
  }),
  endpoint({
    id: 'devicesAi.configRemove',
    method: 'DELETE',
    path: `${M}/menuai/remove/{id}`,
    access: AI_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove an AI menu config',
  }),
  endpoint({
    id: 'devicesAi.canteenList',
    method: 'POST',
    path: `${A}/list/yunshitang/menuai/canteen`,
    access: AI_MENU,
    write: false,
    input: z.object({}),
    output: z.array(aiCanteen),
    summary: 'The caller’s canteens with their AI config state and counts of AI dishes and pictures',
  }),
  endpoint({
    id: 'devicesAi.dishPage',
    method: 'POST',
    path: `${A}/page/yunshitang/menuai/dishes/picture`,
    access: PICTURE_MENU,
    write: false,
    input: pageQuery.extend({ canteenId: id.optional(), dishName: textFilter, dishNumber: dishNumber.optional(), enabled: z.boolean().optional() }),
    output: pageOf(aiDish),
    summary: 'AI dishes with their pictures, paged',
  }),
  endpoint({
    id: 'devicesAi.dishAdd',
    method: 'POST',
    path: `${A}/add/dishes/picture`,
    access: PICTURE_MENU,
    input: z.object({ canteenId: id, dishName, dishNumber, dishId: id.nullable().optional(), enabled: z.boolean().default(true) }),
    output: z.object({ aiDishId: z.int() }),
    summary: 'Add an AI dish (a recognition label number of a canteen)',
  }),
  endpoint({
    id: 'devicesAi.dishUpdate',
    method: 'POST',
    path: `${A}/update/dishes/picture`,
    access: PICTURE_MENU,
    input: z.object({ aiDishId: id, dishName, dishNumber, dishId: id.nullable().optional(), enabled: z.boolean() }),
    output: z.null(),
    summary: 'Edit an AI dish: name, number, enabled',
  }),
  endpoint({
    id: 'devicesAi.dishRemove',
    // POST with the id in the body, under the spec's spelling ('pciture').
    method: 'POST',
    path: `${A}/remove/dishes/pciture`,
    access: PICTURE_MENU,
    input: z.object({ id }),
    output: z.null(),
    summary: 'Remove an AI dish with its pictures (meals keep the name they were recognised with)',
  }),
  endpoint({
    id: 'devicesAi.pictureRemove',
    method: 'DELETE',
    path: `${A}/remove/picture/{id}`,
    access: PICTURE_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove one picture of an AI dish',
  }),
  endpoint({
    id: 'devicesAi.pictureUpload',
    method: 'POST',
    path: `${A}/upload/dishes/picture`,
    access: UPLOAD_MENU,
    kind: 'multipart',
    input: z.object({ aiDishId: pathId }),
    output: pictureAdded,
    summary: 'Upload a picture of an AI dish (JPG, GIF, BMP or PNG under 500 KB, checked by content)',
  }),
  endpoint({
    id: 'devicesAi.numberPage',
    method: 'POST',
    path: `${A}/page/yunshitang/menuai/dishes/num`,
    access: REGISTRATION_MENU,
    write: false,
    input: pageQuery.extend({ canteenId: id.optional(), dishNumber: dishNumber.optional(), dishName: textFilter }),
    output: pageOf(aiDishNumber),
    summary: 'Dish numbers with the pictures registered for each and how often devices recognised them',
  }),
  endpoint({
    id: 'devicesAi.mealPage',
    method: 'GET',
    path: `${C}/meal/page`,
    access: AI_MENU,
    input: pageQuery.extend({ canteenId: id.optional(), day: day.optional(), reviewed: z.boolean().optional() }),
    output: pageOf(aiMeal),
    summary: 'Meals recognised by devices, newest first; day in the merchant’s time zone',
  }),
  endpoint({
    id: 'devicesAi.mealReview',
    method: 'GET',
    path: `${C}/meal/review`,
    access: AI_MENU,
    input: z.object({ canteenId: id.optional() }),
    output: aiMeal.nullable(),
    summary: 'The next meal to review (low-confidence or unknown dishes first, then oldest), or null',
  }),
  endpoint({
    id: 'devicesAi.reviewOne',
    method: 'PUT',
    path: `${C}/review/one`,
    access: AI_MENU,
    input: z.object({ mealId: id, aiDishIds: z.array(id).max(50) }),
    output: z.object({ corrected: z.boolean() }),
    summary: 'Confirm or correct the dishes of a meal (the final list of AI dishes) and mark it reviewed',
  }),
  endpoint({
    id: 'devicesAi.mealDishRemove',
    method: 'DELETE',
    path: `${C}/dish/one/{id}`,
    access: AI_MENU,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove a wrongly recognised dish from a meal (kept as a correction)',
  }),
  endpoint({
    id: 'devicesAi.dishAll',
    method: 'GET',
    path: `${C}/dish/all`,
    access: AI_MENU,
    input: z.object({ canteenId: id.optional() }),
    output: z.array(z.object({ aiDishId: z.int(), canteenId: z.int(), dishName: z.string(), dishNumber: z.int() })),
    summary: 'All enabled AI dishes of the caller’s canteens, for pickers',
  }),
  endpoint({
    id: 'devicesAi.mealDishAdd',
    method: 'POST',
    path: `${C}/dish/one`,
    access: AI_MENU,
    input: z.object({ mealId: id, aiDishId: id }),
    output: z.object({ mealDishId: z.int() }),
    summary: 'Add a dish the device missed to a meal',
  }),
  endpoint({
    id: 'devicesAi.mealDishPicture',
    method: 'POST',
    path: `${C}/dish/pic`,
    access: AI_MENU,
    kind: 'multipart',
    input: z.object({ mealId: pathId, aiDishId: pathId }),
    output: pictureAdded,
    summary: 'Add a picture to an AI dish from a reviewed meal (multipart image)',
  }),
  endpoint({
    id: 'devicesAi.deviceMeal',
    method: 'POST',
    path: `${C}/device/meal`,
    access: 'device',
    input: z.object({
      deviceTradeNo: z.string().trim().min(1).max(64),
      at: dateTime,
      picture: z.string().trim().max(500).default(''),
      dishes: z.array(z.object({ dishNumber, confidence })).min(1).max(50),
    }),
    output: z.object({ mealId: z.int(), duplicate: z.boolean(), needsReview: z.boolean() }),
    summary: 'A dish-recognition device uploads a recognised meal; re-sending the same deviceTradeNo changes nothing',
  }),
] as const satisfies readonly AnyEndpoint[];
