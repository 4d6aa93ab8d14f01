import {
  Code,
  ENVELOPE_VERSION,
  ENVELOPE_WINDOW_MS,
  httpStatusOf,
  OAUTH_PUBLIC_KEY_PATH,
  OAUTH_TOKEN_PATH,
  SIGN_TYPE,
  type OAuthErrorReply,
  type OAuthTokenReply,
  type PublicKeyReply,
} from '@canteen/contract';

/** The fixed parts of the OpenAPI document: transport envelope, replies, security, tags (DESIGN §3, §4). */

export type Json = Record<string, unknown>;
const ref = (kind: 'schemas' | 'parameters' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });
export const schemaRef = (name: string) => ref('schemas', name);

/** One tag per catalogue area (the `<area>` of `<area>.<action>` endpoint ids). */
export const AREA_TAGS: Record<string, string> = {
  auth: 'Sign-in (OAuth2 password grant, the password-encryption key) and sign-out',
  admin: 'Manager administration: the signed-in user, roles with their menu permissions, users, data permissions, the operation log, the dashboard',
  settings: 'Merchant and ordering-app settings: logos, deduction orders, bank and third-party configurations, app banners, ads and icons, data screens',
  files: 'Image uploads',
  canteens: 'Canteen setup: canteens, stalls, areas and tables, dining rooms, meal lines, rooms, labels, meal periods, business hours, holidays',
  devices: 'The device registry and its console actions, tableware, notices, and the device API (login, heartbeats, commands)',
  devicesAi: 'AI dish recognition: AI menu configs, AI dishes and their pictures, recognised meals and their review',
  people: 'Organisations (a tree per merchant)',
  peopleMaster: 'People master data: places, job positions, person types and grades, chronic illnesses, health reports',
  customers: 'People, visitors and cancelled people, faces, imports, cards and slave cards',
  accounts: 'Accounts and cards, recharges, subsidies and their rules, limits, imports, repair deductions, refunds',
  accountRecords: 'Records and summaries of money movements: recharges, refunds, withdrawals, subsidies, card fees, balances (with xlsx exports)',
  marketing: 'Marketing rules the money core applies: consumption and eating rules, time quotas, meal-cancel rules, recharge-bonus rules and amount templates, and their dry runs',
  marketingCoupons: 'Coupons: coupons and grant plans, issued coupons, universal codes and their orders, the coupon log',
  marketingRewards: 'Red envelopes (gift-wallet grants) and points: gain and offset rules, balances and the points ledger',
  orders: 'The order centre: orders with their items and ledger rows, refund requests and their review, part refunds, refund reports',
  orderBookings: 'Booked meals, their write-off at pick-up and delivery, booking and menu sums, order and outer-order summaries',
  menuMaterials: 'Raw materials, their category tree and the nutrient catalogue (values per 100 g)',
  menuDishes: 'Dishes (ingredients, nutrition computed from them, pinyin search, audit, shelf), dish types and classifications, likes and surveys, dish import and its failure list',
  menuProducts: 'Products and their put-away state, set meals, sample retention records and the planned-versus-kept diff',
  menuRecipes: 'Recipes per canteen, day and meal; copy, enable, issue to the ordering app and to devices (menu version), menu binds, the device menu pull, third-party menu sync',
  health: 'Diet patterns, health profiles, intake per person and day from their orders and the dishes\' nutrition, imbalance analysis',
  healthRecipes: 'Health recipes (a tree with dishes per meal and their nutrition), health consultations and information subscriptions',
  procurementSuppliers: 'Suppliers, their levels and qualifications (expiry warnings); the supplier detail',
  procurementPlans: 'Purchase plans (by hand or generated from recipes: portions × ingredients in stock units, less stock on hand), the purchase orders a committed plan makes per supplier, their receipt into an inbound draft, mails to suppliers, purchase notices',
  inventoryStock: 'Warehouses, units and their conversion, the materials a warehouse keeps with their limits, stock and batches with their movements',
  inventoryDocuments: 'Inbound and outbound documents (drafts until committed; commit moves stock by batch, outbound first-expiring first at batch cost), reversals, xlsx imports and their records',
  inventoryStocktake: 'Stocktakes: start freezes the book quantities of a warehouse, counts, differences, commit posts gains and losses',
  inventoryReports: 'Inventory reports and warnings: outbound cost, in/out detail, stock below minimum, batches near expiry',
  reportsTrade: 'Report families of consumption: trade detail, trade sums by canteen, department, device, person, verification mode, pay type and operator, income, payment sums',
  reportsMoney: 'Report families of money: recharge sums, withdrawals, balance history, account changes, cards, hand-in money, flow detail',
  reportsSales: 'Report families of sales: dish sales, sale analysis, dining and booking (budget/pre) sums, write-offs, outer consumption, intake',
  reportsCustom: 'Custom reports, the report checks (rollups against raw rows), machine water, visitor and docking-machine reports',
  dataScreen: 'The data screen charts and the business dashboard',
};

export const SECURITY = {
  manager: 'managerToken',
  device: 'deviceToken',
  client: 'oauthClient',
} as const;

const securitySchemes = {
  [SECURITY.manager]: {
    type: 'http',
    scheme: 'bearer',
    description: `Opaque manager token: \`access_token\` of \`POST ${OAUTH_TOKEN_PATH}\`. Every call made with it signs its envelope with the \`sign_key\` of the same reply.`,
  },
  [SECURITY.device]: {
    type: 'http',
    scheme: 'bearer',
    description: 'Opaque device token from the device login. Device calls sign their envelope with the device’s own secret; manager tokens do not open device endpoints, nor the other way round.',
  },
  [SECURITY.client]: {
    type: 'http',
    scheme: 'basic',
    description: 'The OAuth client: `Basic base64(clientId:clientSecret)`. The console is a public client, so its secret is not checked.',
  },
};

const codeNames = Object.fromEntries(Object.entries(Code).map(([name, code]) => [code, name]));
const errorCodes = (Object.values(Code) as Code[]).filter((c) => httpStatusOf[c] >= 400);

/** Error replies by HTTP status, each listing the reply codes that come with it. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Validation failed (40000, `data.fields` lists the fields), bad envelope or sign (40001), or a replayed or stale request (40002)' },
  401: { name: 'Unauthorized', description: 'Token missing, invalid, expired or revoked, or a device login with a wrong serial number or secret (20001)' },
  403: { name: 'Forbidden', description: 'Not permitted: the menu id or data scope is missing, or MERCHANT-ID names another merchant (40300)' },
  404: { name: 'NotFound', description: 'Not found, also when it belongs to another merchant (40400)' },
  409: { name: 'Conflict', description: 'State conflict, e.g. a document already committed or a card already lost (40900)' },
  422: { name: 'BusinessRule', description: 'A business rule refused the call, e.g. insufficient balance, frozen account, an export over 50 000 rows (42200)' },
  429: { name: 'RateLimited', description: 'Too many attempts (42900)' },
  500: { name: 'InternalError', description: 'Internal error; `msg` carries the request id of the logged error (50000)' },
};

/**
 * The error responses an envelope operation documents; a public one cannot be refused for its token or menu id, but
 * one that checks a credential of its own (`checksCredential`: a device login) refuses a wrong one with 20001.
 */
export function errorResponses(guarded: boolean, checksCredential = false): Json {
  const statuses = Object.keys(ERROR_RESPONSES)
    .map(Number)
    .filter((s) => guarded || (s === 401 ? checksCredential : s !== 403));
  return Object.fromEntries(statuses.map((s) => [s, ref('responses', ERROR_RESPONSES[s].name)]));
}

const responses = Object.fromEntries(
  Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => {
    const codes = errorCodes.filter((c) => httpStatusOf[c] === Number(status));
    if (!codes.length) throw new Error(`no reply code maps to HTTP ${status}`);
    const schema = { allOf: [schemaRef('ErrorReply'), { type: 'object', properties: { code: { enum: codes } } }] };
    return [name, { description, content: { 'application/json': { schema } } }];
  }),
);

const envelopeField = {
  version: { type: 'string', enum: [ENVELOPE_VERSION] },
  nonceStr: {
    type: 'string',
    pattern: '^[!-~]{1,64}$',
    description: 'Random printable ASCII characters (6 by default); seen again within the window, the request is refused as a replay (40002)',
  },
  timestamp: { type: 'integer', description: `Milliseconds since the epoch; more than ${ENVELOPE_WINDOW_MS / 1000} s from the server clock is refused (40002)` },
  signType: { type: 'string', enum: [SIGN_TYPE] },
  sign: {
    type: 'string',
    pattern: '^[0-9A-Fa-f]{32}$',
    description:
      'MD5 (hex, upper case) of `content=<content JSON as sent>&nonceStr=<n>&signType=md5&timestamp=<t>&version=1.0&key=<key>`; the key is the login’s `sign_key`, a device’s secret, or the public sign key before login',
  },
};
const ENVELOPE_FIELDS = Object.keys(envelopeField);

const parameters = {
  ...Object.fromEntries(Object.entries(envelopeField).map(([name, schema]) => [name, { name, in: 'query', required: true, schema }])),
  merchantId: {
    name: 'MERCHANT-ID',
    in: 'header',
    required: false,
    schema: { type: 'integer', minimum: 0 },
    description: 'The merchant acted for: the platform operator chooses any; a merchant’s manager naming another is refused (40300); a public call names the merchant it is about',
  },
  acceptLanguage: { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' }, description: 'Language of `msg`' },
};
/** Header parameters of an envelope call; a device's merchant comes from its token. */
export const headerParameters = (device: boolean) => [...(device ? [] : [ref('parameters', 'merchantId')]), ref('parameters', 'acceptLanguage')];
export const ENVELOPE_QUERY_PARAMETERS = ENVELOPE_FIELDS.map((name) => ref('parameters', name));

// Typed by the contract's interfaces, so a field added there and not here fails the type check.
const tokenReplyProperties: Record<keyof OAuthTokenReply, Json> = {
  access_token: { type: 'string', description: 'Opaque bearer token' },
  token_type: { type: 'string', enum: ['bearer'] },
  expires_in: { type: 'integer', description: 'Seconds' },
  username: { type: 'string' },
  merchant_id: { type: ['integer', 'null'] },
  cust_eff_id: { type: ['integer', 'null'] },
  sign_key: { type: 'string', description: 'Key that signs every envelope of this login; gone with the token at logout or expiry' },
};
const oauthErrorProperties: Record<keyof OAuthErrorReply, Json> = { error: { type: 'string' }, error_description: { type: 'string' } };
const publicKeyProperties: Record<keyof PublicKeyReply, Json> = {
  keyId: { type: 'string' },
  alg: { type: 'string', enum: ['RSA-OAEP-256'] },
  spki: { type: 'string', description: 'base64 DER SubjectPublicKeyInfo' },
};
const object = (properties: Record<string, Json>) => ({ type: 'object', required: Object.keys(properties), properties });

const schemas: Record<string, Json> = {
  RequestEnvelope: { ...object(envelopeField), description: 'Fields of every request beside `content` (DESIGN §3)' },
  Reply: {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: { type: 'integer', enum: [Code.OK, Code.PASS_THROUGH], description: '10000 ok; 59000 pass-through, e.g. an import result with row errors in `data`' },
      msg: { type: 'string', description: 'In the caller’s language' },
      data: {},
    },
  },
  FieldError: object({ field: { type: 'string', description: 'Dotted path in `content`' }, message: { type: 'string' } }),
  ErrorReply: {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: { type: 'integer', enum: errorCodes, description: errorCodes.map((c) => `${c} ${codeNames[c]}`).join('; ') },
      msg: { type: 'string', description: 'In the caller’s language' },
      data: {
        type: ['object', 'null'],
        description: 'For 40000 `{fields: [{field, message}]}`, otherwise usually null',
        properties: { fields: { type: 'array', items: schemaRef('FieldError') } },
      },
    },
  },
  OAuthTokenReply: object(tokenReplyProperties),
  OAuthError: object(oauthErrorProperties),
  PublicKey: object(publicKeyProperties),
};

const oauthError = (description: string) => ({ description, content: { 'application/json': { schema: schemaRef('OAuthError') } } });

/** The OAuth routes are plain OAuth2, not envelope calls (DESIGN §4). */
export const OAUTH_PATHS = {
  [OAUTH_TOKEN_PATH]: {
    post: {
      operationId: 'auth.token',
      tags: ['auth'],
      summary: 'OAuth2 password grant',
      description: 'Form body, HTTP Basic client header; the reply is plain OAuth2 JSON, not the reply envelope.',
      security: [{ [SECURITY.client]: [] }],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: object({
              username: { type: 'string', minLength: 1, maxLength: 64 },
              password: {
                type: 'string',
                description: `base64 RSA-OAEP-256 ciphertext, made with the key of \`GET ${OAUTH_PUBLIC_KEY_PATH}\`, of the JSON \`{"password", "ts", "nonce"}\`: ts in milliseconds within 300 s of the server clock, nonce 8–64 characters never sent before (a ciphertext is accepted once)`,
              },
              scope: { type: 'string', enum: ['server'] },
              grant_type: { type: 'string', enum: ['password'] },
              role: { type: 'string', enum: ['manager'] },
            }),
          },
        },
      },
      responses: {
        200: { description: 'A token', content: { 'application/json': { schema: schemaRef('OAuthTokenReply') } } },
        400: oauthError('Bad grant, bad credentials, a disabled user or a blocked merchant; invalid_request: a password ciphertext that cannot be decrypted, is stale or was sent before'),
        401: oauthError('Unknown OAuth client'),
        429: oauthError('Too many attempts for this account from this address, for this account, or from this address; `Retry-After` gives the seconds to wait'),
      },
    },
  },
  [OAUTH_PUBLIC_KEY_PATH]: {
    get: {
      operationId: 'auth.publicKey',
      tags: ['auth'],
      summary: 'RSA-OAEP-256 key for password encryption',
      security: [],
      responses: { 200: { description: 'The key', content: { 'application/json': { schema: schemaRef('PublicKey') } } } },
    },
  },
};

const codeTable = (Object.values(Code) as Code[]).map((c) => `| ${c} | ${codeNames[c]} | ${httpStatusOf[c]} |`).join('\n');

export const INFO = {
  title: 'Cloud Canteen API',
  version: '1.0',
  description: `The back office API of Cloud Canteen (云食堂), generated from the contract catalogue.

Every call except the OAuth routes carries the request envelope \`{version, nonceStr, timestamp, signType, sign, content}\`:
GET sends its fields as query parameters with \`content\` as JSON text; other methods send it as a JSON body;
uploads send the fields as form fields beside the file. Path parameters are merged into \`content\`.
Replies are \`{code, msg, data}\`; the HTTP status follows the code:

| code | meaning | HTTP |
|---|---|---|
${codeTable}`,
};

export const SERVERS = [{ url: '/', description: 'The server this document comes from (also served at `/api-docs`)' }];

export const COMPONENTS = { securitySchemes, parameters, responses, schemas };
