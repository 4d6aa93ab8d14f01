import { z } from 'zod';
import { endpoint, PREFIX, type AnyEndpoint } from '../endpoint';
import { centsOrZero } from '../money';
import { secretField } from '../secrets';
import { pageOf, pageQuery, textFilter } from '../paging';
import { id, pathId, day } from '../scalars';
import { dishBasics, dishPickerQuery } from './menuDishes';

const M = PREFIX.main;
const SETTINGS_MENU = 205000;
const MENU = {
  banner: 209010,
  dynamicBanner: 209020,
  ad: 209030,
  applet: 209040,
  icon: 209050,
  pickupTemplate: 209060,
  recommendedDish: 209070,
  appletDeduction: 209080,
  officialAccount: 210000,
  pay: 211000,
  abc: 211010,
  icbc: 211020,
  dataScreen: 212000,
  dataScreenDetail: 212010,
  thirdBase: 213000,
  thirdPay: 214000,
  deduction: 215000,
  dingtalk: 217000,
} as const;

export const logoConfig = z.object({
  loginLogoUrl: z.string().max(500).default(''),
  logoUrl: z.string().max(500).default(''),
});
export type LogoConfig = z.infer<typeof logoConfig>;

/** The three wallets of an account (DESIGN §5). */
export const WALLETS = ['subsidy', 'gift', 'cash'] as const;
export const wallet = z.enum(WALLETS);
export type Wallet = z.infer<typeof wallet>;
/** Deduction order of the wallets: each of the three exactly once. */
export const walletOrder = z
  .array(wallet)
  .length(3)
  .refine((order) => new Set(order).size === WALLETS.length, { message: 'list subsidy, gift and cash once each' });
export const DEFAULT_DEDUCTION_ORDER: Wallet[] = ['subsidy', 'gift', 'cash'];
/** Where a consumption is paid: console and canteen devices, or the ordering app. */
export const deductionChannel = z.enum(['console', 'applet']);
export type DeductionChannel = z.infer<typeof deductionChannel>;

/**
 * The media a merchant's devices take. `account`: a device names the person by id (its own face recognition, a
 * keypad); nothing vouches that the person is there, so it is off unless the merchant turns it on (issue 23).
 */
export const PAY_TYPES = ['card', 'face', 'qrcode', 'account', 'cash', 'wechat', 'alipay'] as const;
export type PayTypes = (typeof PAY_TYPES)[number][];

/** Merchant settings read and written by getSetting / putSetting (menu 205000). */
export const settingSchemas = {
  logo: logoConfig,
  general: z.object({
    merchantName: z.string().trim().min(1).max(50),
    timeZone: z.string().min(1).max(64).default('Asia/Shanghai'),
  }),
  /** Overdraft and the default balance limits of every account; 0 means "no limit" for the limits. */
  account: z.object({
    overdraftLimit: centsOrZero.default(0),
    maxBalance: centsOrZero.default(0),
    singleConsumeLimit: centsOrZero.default(0),
    dailyConsumeLimit: centsOrZero.default(0),
  }),
  /**
   * Payments: offline records sent while allowOffline is off, or above offlineMaxAmount (0: no cap), are held for review
   * instead of booked; an order may be refunded until refundDays days after the day of its meal (merchant time zone;
   * 0: on that day only). refundReview on: a refund made on the order pages becomes a request for the refund review.
   */
  pay: z.object({
    payTypes: z.array(z.enum(PAY_TYPES)).min(1).max(PAY_TYPES.length).default(['card', 'face', 'qrcode']),
    allowOffline: z.boolean().default(true),
    offlineMaxAmount: centsOrZero.default(5000),
    refundDays: z.int().min(0).max(365).default(7),
    refundReview: z.boolean().default(false),
  }),
  /** Offline uploads: a record dated outside [now − daysBack days, now + minutesAhead minutes] is held for review, not booked. */
  offline: z.object({
    daysBack: z.int().min(1).max(90).default(7),
    minutesAhead: z.int().min(0).max(1440).default(5),
  }),
  /**
   * Booking a meal (the order centre checks these before it charges): at most bookingDaysAhead days after today
   * (merchant time zone; 0: today only), until bookingCutoffMinutes before the canteen's meal period starts (0: until
   * it starts); allowTakeout off refuses a meal booked for delivery to a place. Takeout is on by default: deliveries
   * were always accepted, and a merchant that never saved this setting keeps them.
   */
  canteen: z.object({
    bookingDaysAhead: z.int().min(0).max(30).default(7),
    bookingCutoffMinutes: z.int().min(0).max(1440).default(60),
    allowTakeout: z.boolean().default(true),
    /** A second consumption of the same person within this many seconds is refused (double swipes). */
    repeatIntervalSeconds: z.int().min(0).max(3600).default(0),
  }),
} as const;
export type SettingKey = keyof typeof settingSchemas;
export const settingKey = z.enum(Object.keys(settingSchemas) as [SettingKey, ...SettingKey[]]);

const merchantSettingEndpoints = [
  endpoint({
    id: 'settings.queryLogoConfig',
    method: 'GET',
    path: `${M}/setting/queryLogoConfig`,
    access: 'public',
    input: z.object({}),
    output: logoConfig,
    summary: 'Logos of the merchant (also shown on the login page)',
  }),
  endpoint({
    id: 'settings.logoConfig',
    method: 'POST',
    path: `${M}/setting/logoConfig`,
    access: SETTINGS_MENU,
    input: logoConfig,
    output: z.null(),
    summary: 'Replace the logos',
  }),
  endpoint({
    id: 'settings.getSetting',
    method: 'GET',
    path: `${M}/setting/getSetting`,
    access: SETTINGS_MENU,
    input: z.object({ key: settingKey }),
    output: z.object({ key: settingKey, value: z.unknown(), updatedAt: z.string().nullable() }),
    summary: 'One merchant setting',
  }),
  endpoint({
    id: 'settings.putSetting',
    method: 'PUT',
    path: `${M}/setting/putSetting`,
    access: SETTINGS_MENU,
    input: z.object({ key: settingKey, value: z.unknown() }),
    output: z.null(),
    summary: 'Save one merchant setting (validated by its own schema)',
  }),
] as const;

// ---- Configurations with their own page (and menu id), some holding secrets ----

const text = (max: number) => z.string().trim().max(max).default('');
/** A secret: sent in full only when set or changed; '' (or the masked value) keeps the stored one. Replies carry '****abcd'. */
const secret = secretField(z.string().trim().max(4000)).default('');
const url = z
  .string()
  .trim()
  .max(500)
  .regex(/^$|^https?:\/\/\S+$/, 'an http(s) address')
  .default('');

const bankConfig = z.object({
  enabled: z.boolean().default(false),
  merchantNo: text(64),
  terminalId: text(64),
  appId: text(64),
  gatewayUrl: url,
  platformPublicKey: text(4000),
  privateKey: secret,
  apiKey: secret,
});

/**
 * Each configuration: its schema, which fields are secrets (stored encrypted, replied masked) and which must be
 * filled once it is enabled. Keys are stored in merchant_settings as `config.<name>`.
 */
export const configSchemas = {
  appletSettings: z.object({
    appName: text(50),
    servicePhone: z
      .string()
      .trim()
      .regex(/^$|^[0-9+\- ]{5,20}$/, 'phone: digits, + or -')
      .default(''),
    noticeText: text(500),
    bookingDaysAhead: z.int().min(0).max(30).default(7),
    orderCutoffMinutes: z.int().min(0).max(1440).default(60),
    showBalance: z.boolean().default(true),
  }),
  appVersion: z.object({
    versionCode: z.int().min(0).max(2_000_000_000).default(0),
    versionName: text(32),
    downloadUrl: url,
    forceUpdate: z.boolean().default(false),
    releaseNotes: text(1000),
  }),
  officialAccount: z.object({ enabled: z.boolean().default(false), appId: text(64), appSecret: secret, token: secret, encodingAesKey: secret }),
  abcBank: bankConfig,
  icbcBank: bankConfig,
  ccbBank: bankConfig,
  thirdBase: z.object({
    enabled: z.boolean().default(false),
    providerName: text(50),
    apiUrl: url,
    appId: text(64),
    appSecret: secret,
    callbackUrl: url,
  }),
  thirdPay: z.object({
    enabled: z.boolean().default(false),
    provider: z.enum(['wechat', 'alipay', 'other']).default('wechat'),
    mchId: text(64),
    appId: text(64),
    certSerialNo: text(128),
    apiKey: secret,
    privateKey: secret,
    notifyUrl: url,
  }),
  dingtalk: z.object({ enabled: z.boolean().default(false), corpId: text(64), agentId: text(32), appKey: text(64), appSecret: secret }),
} as const;
export type ConfigName = keyof typeof configSchemas;
export const configSecrets: Record<ConfigName, readonly string[]> = {
  appletSettings: [],
  appVersion: [],
  officialAccount: ['appSecret', 'token', 'encodingAesKey'],
  abcBank: ['privateKey', 'apiKey'],
  icbcBank: ['privateKey', 'apiKey'],
  ccbBank: ['privateKey', 'apiKey'],
  thirdBase: ['appSecret'],
  thirdPay: ['apiKey', 'privateKey'],
  dingtalk: ['appSecret'],
};
/** Fields that must be filled when the configuration is enabled (secrets count as filled when stored). */
export const configRequiredWhenEnabled: Record<ConfigName, readonly string[]> = {
  appletSettings: [],
  appVersion: [],
  officialAccount: ['appId', 'appSecret'],
  abcBank: ['merchantNo', 'terminalId', 'privateKey'],
  icbcBank: ['merchantNo', 'appId', 'privateKey'],
  ccbBank: ['merchantNo', 'terminalId', 'apiKey'],
  thirdBase: ['apiUrl', 'appId', 'appSecret'],
  thirdPay: ['mchId', 'appId', 'apiKey'],
  dingtalk: ['corpId', 'agentId', 'appKey', 'appSecret'],
};

function configEndpoints<const N extends ConfigName, S extends z.ZodObject>(name: N, schema: S, path: string, access: number, saveVerb: string, what: string) {
  return [
    endpoint({
      id: `settings.${name}Get`,
      method: 'GET',
      path: `${path}/get`,
      access,
      input: z.object({}),
      output: schema,
      summary: `Read the ${what} (secrets masked)`,
    }),
    endpoint({
      id: `settings.${name}Save`,
      method: 'POST',
      path: `${path}/${saveVerb}`,
      access,
      input: schema,
      output: z.null(),
      summary: `Save the ${what} (an empty secret keeps the stored one)`,
    }),
  ] as const;
}

// ---- Lists of the ordering app, data screens and deduction overrides ----

const sort = z.int().min(0).max(9999).default(0);

export const appletItemFields = z.object({
  title: z.string().trim().min(1).max(50),
  imageUrl: z.string().trim().min(1).max(500),
  linkUrl: text(500),
  sort,
  enabled: z.boolean().default(true),
  startsOn: day.nullable().default(null),
  endsOn: day.nullable().default(null),
});
export const appletItem = appletItemFields.extend({ id: z.int() });
export type AppletItem = z.infer<typeof appletItem>;
export const APPLET_ITEM_KINDS = ['banner', 'dynamicBanner', 'ad', 'icon'] as const;
export type AppletItemKind = (typeof APPLET_ITEM_KINDS)[number];

/** Events a pickup notification is sent for, and the placeholders its text may use. */
export const PICKUP_EVENTS = ['mealReady', 'pickupReminder', 'bookingSuccess', 'orderCancelled'] as const;
export const TEMPLATE_PLACEHOLDERS = ['name', 'pickupCode', 'canteen', 'stall', 'time', 'dishes', 'amount'] as const;
export const pickupTemplateFields = z.object({
  event: z.enum(PICKUP_EVENTS),
  templateId: z.string().trim().min(1).max(64),
  content: z.string().trim().min(1).max(500),
  enabled: z.boolean().default(true),
});
export const pickupTemplate = pickupTemplateFields.extend({ id: z.int() });
export type PickupTemplate = z.infer<typeof pickupTemplate>;

export const recommendedDishFields = z.object({ dishId: id, sort, enabled: z.boolean().default(true) });
/** dishName is null when the dish is gone from the library (or another merchant's id). */
export const recommendedDish = recommendedDishFields.extend({ id: z.int(), dishName: z.string().nullable() });
export type RecommendedDish = z.infer<typeof recommendedDish>;

export const DATA_SCREEN_CHARTS = ['tradeSum', 'orderSum', 'todayOrderSum', 'mealCount', 'rechargeSum', 'topDishes', 'deviceState', 'hourlyFlow'] as const;
export const DATA_SCREEN_THEMES = ['dark', 'light', 'blue'] as const;
export const dataScreenFields = z.object({
  name: z.string().trim().min(1).max(50),
  /** Empty: every canteen the viewer may see. */
  canteenIds: z.array(id).max(500).default([]),
  charts: z.array(z.enum(DATA_SCREEN_CHARTS)).min(1).max(DATA_SCREEN_CHARTS.length),
  refreshSeconds: z.int().min(10).max(3600).default(60),
  theme: z.enum(DATA_SCREEN_THEMES).default('dark'),
});
export const dataScreen = dataScreenFields.extend({ id: z.int() });
export type DataScreen = z.infer<typeof dataScreen>;

export const dsAuthorityFields = z.object({ userId: id, canteenIds: z.array(id).min(1).max(500) });
export const dsAuthority = dsAuthorityFields.extend({ id: z.int(), username: z.string(), realName: z.string() });

export const deductionSubject = z.enum(['customer', 'device']);
export const deductionOverride = z.object({ id: z.int(), subjectType: deductionSubject, subjectRef: z.string(), order: walletOrder, createdAt: z.string() });
export type DeductionOverride = z.infer<typeof deductionOverride>;
const serialNumber = z.string().trim().min(1).max(64);

export const dingtalkAuthorization = z.object({ id: z.int(), state: z.enum(['pending', 'authorized', 'failed']), corpId: z.string(), requestedAt: z.string() });

/** Page, add, edit and remove of one list; the schemas come whole so every endpoint keeps its exact types. */
function listEndpoints<const N extends string, F extends z.ZodObject, E extends z.ZodObject, R extends z.ZodObject, Q extends z.ZodObject>(
  name: N,
  path: string,
  access: number,
  what: string,
  s: { fields: F; edit: E; record: R; query: Q },
) {
  const { fields, edit, record, query } = s;
  return [
    endpoint({
      id: `settings.${name}Page`,
      method: 'POST',
      path: `${path}/page`,
      access,
      write: false,
      input: query,
      output: pageOf(record),
      summary: `${what}, paged`,
    }),
    endpoint({ id: `settings.${name}Add`, method: 'POST', path: `${path}/add`, access, input: fields, output: z.object({ id: z.int() }), summary: `Add ${what}` }),
    endpoint({ id: `settings.${name}Edit`, method: 'PUT', path: `${path}/edit`, access, input: edit, output: z.null(), summary: `Edit ${what}` }),
    endpoint({ id: `settings.${name}Remove`, method: 'DELETE', path: `${path}/remove/{id}`, access, input: z.object({ id: pathId }), output: z.null(), summary: `Remove ${what}` }),
  ] as const;
}

const appletItemSchemas = {
  fields: appletItemFields,
  edit: appletItemFields.extend({ id }),
  record: appletItem,
  query: pageQuery.extend({ title: textFilter, enabled: z.boolean().optional() }),
};

// ---- Cloud POS terminals registered with the payment banks, and the banks' payment certificates (menu 211000) ----

/** The banks of the payment page; the same names as their configurations. */
export const PAYMENT_BANKS = ['abcBank', 'icbcBank', 'ccbBank'] as const;
export const paymentBank = z.enum(PAYMENT_BANKS);
export type PaymentBank = z.infer<typeof paymentBank>;

export const cloudPosFields = z.object({
  bank: paymentBank,
  terminalNo: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[0-9A-Za-z_-]+$/, 'letters, digits, _ or -'),
  name: z.string().trim().min(1).max(50),
  canteenId: id,
  enabled: z.boolean().default(true),
  remark: text(200),
});
export const cloudPos = cloudPosFields.extend({ id: z.int(), canteenName: z.string().nullable(), createdAt: z.string() });
export type CloudPos = z.infer<typeof cloudPos>;

export const CERT_APPLICATION_STATES = ['submitted', 'issued', 'failed'] as const;
/** An application for a bank's payment certificate; the private key never leaves the server. */
export const certApplication = z.object({
  id: z.int(),
  bank: paymentBank,
  state: z.enum(CERT_APPLICATION_STATES),
  /** The request's subject (RFC 4514): the merchant's name and the bank's merchant number. */
  subject: z.string(),
  /** The request's public key (SPKI PEM) the bank certifies. */
  publicKey: z.string(),
  serialNumber: z.string().nullable(),
  validTo: z.string().nullable(),
  requestedAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type CertApplication = z.infer<typeof certApplication>;

const cloudPosEndpoints = [
  ...listEndpoints('cloudPos', `${M}/cloudpos`, MENU.pay, 'cloud POS terminals', {
    fields: cloudPosFields,
    edit: cloudPosFields.extend({ id }),
    record: cloudPos,
    query: pageQuery.extend({ bank: paymentBank.optional(), canteenId: id.optional(), enabled: z.boolean().optional(), terminalNo: textFilter }),
  }),
  endpoint({
    id: 'settings.certApply',
    method: 'POST',
    path: `${M}/cloudpos/cert/apply`,
    access: MENU.pay,
    input: z.object({ bank: paymentBank }),
    output: certApplication,
    summary: 'Apply for the payment certificate of a bank configuration (a new key pair; the request goes to the bank)',
  }),
  endpoint({
    id: 'settings.certApplicationPage',
    method: 'POST',
    path: `${M}/cloudpos/cert/page`,
    access: MENU.pay,
    write: false,
    input: pageQuery.extend({ bank: paymentBank.optional(), state: z.enum(CERT_APPLICATION_STATES).optional() }),
    output: pageOf(certApplication),
    summary: 'Certificate applications, newest first, paged',
  }),
  endpoint({
    id: 'settings.certIssued',
    method: 'POST',
    path: `${M}/cloudpos/cert/issued`,
    access: MENU.pay,
    input: z.object({ id, certificate: z.string().trim().min(1).max(20000) }),
    output: certApplication,
    summary: 'Record the certificate the bank issued for an application (PEM; its key must be the application’s)',
  }),
] as const;

export const settingsEndpoints = [
  ...merchantSettingEndpoints,
  // Deduction order of the wallets (DESIGN §5): one per channel, overridable per customer or device.
  endpoint({
    id: 'settings.deductionGet',
    method: 'GET',
    path: `${M}/deduction/get`,
    access: MENU.deduction,
    input: z.object({}),
    output: z.object({ order: walletOrder }),
    summary: 'Deduction order of the console and canteen devices',
  }),
  endpoint({
    id: 'settings.deductionUpdate',
    method: 'PUT',
    path: `${M}/deduction/update`,
    access: MENU.deduction,
    input: z.object({ order: walletOrder }),
    output: z.null(),
    summary: 'Set the deduction order of the console and canteen devices',
  }),
  endpoint({
    id: 'settings.deductionAppletGet',
    method: 'GET',
    path: `${M}/deduction/applet`,
    access: MENU.appletDeduction,
    input: z.object({}),
    output: z.object({ order: walletOrder }),
    summary: 'Deduction order of the ordering app',
  }),
  endpoint({
    id: 'settings.deductionAppletUpdate',
    method: 'PUT',
    path: `${M}/deduction/applet`,
    access: MENU.appletDeduction,
    input: z.object({ order: walletOrder }),
    output: z.null(),
    summary: 'Set the deduction order of the ordering app',
  }),
  endpoint({
    id: 'settings.deductionOverridePage',
    method: 'POST',
    path: `${M}/deduction/page`,
    access: MENU.deduction,
    write: false,
    input: pageQuery.extend({ subjectType: deductionSubject.optional(), subjectRef: textFilter }),
    output: pageOf(deductionOverride),
    summary: 'Deduction orders of single customers and devices, paged',
  }),
  endpoint({
    id: 'settings.deductionCustomer',
    method: 'POST',
    path: `${M}/deduction/customer`,
    access: MENU.deduction,
    input: z.object({ custId: id, order: walletOrder }),
    output: z.object({ id: z.int() }),
    summary: 'Set the deduction order of one customer',
  }),
  endpoint({
    id: 'settings.deductionSn',
    method: 'POST',
    path: `${M}/deduction/sn`,
    access: MENU.deduction,
    input: z.object({ sn: serialNumber, order: walletOrder }),
    output: z.object({ id: z.int() }),
    summary: 'Set the deduction order of one device (serial number)',
  }),
  endpoint({
    id: 'settings.deductionBatch',
    method: 'POST',
    path: `${M}/deduction/batch`,
    access: MENU.deduction,
    input: z.object({ custIds: z.array(id).min(1).max(1000), order: walletOrder }),
    output: z.object({ count: z.int() }),
    summary: 'Set the deduction order of several customers',
  }),
  endpoint({
    id: 'settings.deductionOverrideRemove',
    method: 'DELETE',
    path: `${M}/deduction/remove/{id}`,
    access: MENU.deduction,
    input: z.object({ id: pathId }),
    output: z.null(),
    summary: 'Remove a customer’s or device’s deduction order (the channel’s applies again)',
  }),
  // Payment and third parties: secrets stored encrypted, replied masked.
  ...configEndpoints('abcBank', configSchemas.abcBank, `${M}/bankconfig/abc`, MENU.abc, 'post', 'Agricultural Bank configuration'),
  ...configEndpoints('icbcBank', configSchemas.icbcBank, `${M}/bankconfig/icbc`, MENU.icbc, 'post', 'ICBC configuration'),
  ...configEndpoints('ccbBank', configSchemas.ccbBank, `${M}/bankconfig/ccb`, MENU.pay, 'post', 'China Construction Bank configuration'),
  ...configEndpoints('thirdBase', configSchemas.thirdBase, `${M}/thirdbase`, MENU.thirdBase, 'save', 'third-party base configuration'),
  ...configEndpoints('thirdPay', configSchemas.thirdPay, `${M}/thirdpay`, MENU.thirdPay, 'save', 'third-party payment configuration'),
  ...configEndpoints('dingtalk', configSchemas.dingtalk, `${M}/dingtalk/config`, MENU.dingtalk, 'save', 'DingTalk configuration'),
  endpoint({
    id: 'settings.dingtalkAuthorize',
    method: 'POST',
    path: `${M}/dingtalk/merchant/authorization`,
    access: MENU.dingtalk,
    input: z.object({}),
    output: dingtalkAuthorization,
    summary: 'Ask DingTalk to authorize the merchant with the saved configuration',
  }),
  endpoint({
    id: 'settings.dingtalkAuthorizations',
    method: 'GET',
    path: `${M}/dingtalk/merchant/authorization/list`,
    access: MENU.dingtalk,
    input: z.object({}),
    output: z.array(dingtalkAuthorization),
    summary: 'The merchant’s DingTalk authorization requests, newest first',
  }),
  // The ordering app.
  ...configEndpoints('officialAccount', configSchemas.officialAccount, `${M}/officialaccount`, MENU.officialAccount, 'save', 'official account settings'),
  ...configEndpoints('appletSettings', configSchemas.appletSettings, `${M}/applet/setting`, MENU.applet, 'save', 'ordering app settings'),
  ...configEndpoints('appVersion', configSchemas.appVersion, `${M}/appversion`, MENU.applet, 'save', 'app version'),
  ...listEndpoints('banner', `${M}/applet/banner`, MENU.banner, 'home banners', appletItemSchemas),
  ...listEndpoints('dynamicBanner', `${M}/applet/bannerdy`, MENU.dynamicBanner, 'dynamic banners', appletItemSchemas),
  ...listEndpoints('ad', `${M}/applet/ad`, MENU.ad, 'ads', appletItemSchemas),
  ...listEndpoints('icon', `${M}/applet/icon`, MENU.icon, 'home icons', appletItemSchemas),
  ...listEndpoints('pickupTemplate', `${M}/applet/template`, MENU.pickupTemplate, 'pickup notification templates', {
    fields: pickupTemplateFields,
    edit: pickupTemplateFields.extend({ id }),
    record: pickupTemplate,
    query: pageQuery.extend({ event: z.enum(PICKUP_EVENTS).optional() }),
  }),
  ...listEndpoints('recommendedDish', `${M}/recommend/dish`, MENU.recommendedDish, 'recommended dishes', {
    fields: recommendedDishFields,
    edit: recommendedDishFields.extend({ id }),
    record: recommendedDish,
    query: pageQuery.extend({ dishId: id.optional() }),
  }),
  endpoint({
    id: 'settings.recommendedDishChoices',
    method: 'POST',
    path: `${M}/recommend/dish/choices`,
    access: MENU.recommendedDish,
    write: false,
    input: dishPickerQuery,
    output: z.array(dishBasics),
    summary: 'Approved dishes on shelf to recommend, by name or pinyin (the page need not hold the dishes menu)',
  }),
  // Data screens (the charts come with reports).
  ...listEndpoints('dataScreen', `${M}/datascreen/config`, MENU.dataScreen, 'data screens', {
    fields: dataScreenFields,
    edit: dataScreenFields.extend({ id }),
    record: dataScreen,
    query: pageQuery.extend({ name: textFilter }),
  }),
  endpoint({
    id: 'settings.dataScreenDetail',
    method: 'GET',
    path: `${M}/datascreen/config/detail/{id}`,
    access: MENU.dataScreenDetail,
    input: z.object({ id: pathId }),
    output: dataScreen,
    summary: 'One data screen’s configuration',
  }),
  endpoint({
    id: 'settings.dataScreenCanteens',
    method: 'GET',
    path: `${M}/datascreen/config/canteens`,
    access: MENU.dataScreen,
    input: z.object({}),
    output: z.object({ available: z.boolean(), options: z.array(z.object({ id: z.int(), name: z.string() })) }),
    summary: 'Canteens a data screen may show (within the caller’s data permission)',
  }),
  endpoint({
    id: 'settings.dsAuthorityPage',
    method: 'POST',
    path: `${M}/ds/authority/canteen/getdscanteenauthority`,
    access: MENU.dataScreen,
    write: false,
    input: pageQuery.extend({ username: textFilter }),
    output: pageOf(dsAuthority),
    summary: 'Which canteens each manager sees on the data screens, paged',
  }),
  endpoint({
    id: 'settings.dsAuthoritySave',
    method: 'POST',
    path: `${M}/ds/authority/canteen/savedscanteenauthority`,
    access: MENU.dataScreen,
    input: dsAuthorityFields,
    output: z.object({ id: z.int() }),
    summary: 'Give a manager data-screen canteens',
  }),
  endpoint({
    id: 'settings.dsAuthorityUpdate',
    method: 'POST',
    path: `${M}/ds/authority/canteen/updatedscanteenauthority`,
    access: MENU.dataScreen,
    input: dsAuthorityFields.extend({ id }),
    output: z.null(),
    summary: 'Change a manager’s data-screen canteens',
  }),
  endpoint({
    id: 'settings.dsAuthorityDelete',
    method: 'POST',
    path: `${M}/ds/authority/canteen/deleteCanteenAuthority`,
    access: MENU.dataScreen,
    input: z.object({ id }),
    output: z.null(),
    summary: 'Remove a manager’s data-screen canteens',
  }),
  endpoint({
    id: 'settings.dsAuthorityUsers',
    method: 'GET',
    path: `${M}/ds/authority/canteen/users`,
    access: MENU.dataScreen,
    input: z.object({}),
    output: z.array(z.object({ userId: z.int(), username: z.string(), realName: z.string() })),
    summary: 'Managers of the merchant, for the data-screen authority picker',
  }),
  ...cloudPosEndpoints,
] as const satisfies readonly AnyEndpoint[];
