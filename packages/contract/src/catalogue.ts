import type { z } from 'zod';
import type { AnyEndpoint } from './endpoint';
import { adminEndpoints } from './areas/admin';
import { authEndpoints } from './areas/auth';
import { filesEndpoints } from './areas/files';
import { settingsEndpoints } from './areas/settings';
import { canteensEndpoints } from './areas/canteens';
import { devicesEndpoints } from './areas/devices';
import { devicesAiEndpoints } from './areas/devicesAi';
import { peopleEndpoints } from './areas/people';
import { peopleReferenceEndpoints } from './areas/peopleReferences';
import { personsEndpoints } from './areas/persons';
import { accountsEndpoints } from './areas/accounts';
import { accountRecordsEndpoints } from './areas/accountRecords';
import { accountDeskEndpoints } from './areas/accountDesk';
import { marketingEndpoints } from './areas/marketing';
import { marketingCouponsEndpoints } from './areas/marketingCoupons';
import { marketingRewardsEndpoints } from './areas/marketingRewards';
import { ordersEndpoints } from './areas/orders';
import { orderBookingsEndpoints } from './areas/orderBookings';
import { menuMaterialsEndpoints } from './areas/menuMaterials';
import { menuDishesEndpoints } from './areas/menuDishes';
import { menuProductsEndpoints } from './areas/menuProducts';
import { menuRecipesEndpoints } from './areas/menuRecipes';
import { healthEndpoints } from './areas/health';
import { healthRecipesEndpoints } from './areas/healthRecipes';
import { procurementSuppliersEndpoints } from './areas/procurementSuppliers';
import { procurementPlansEndpoints } from './areas/procurementPlans';
import { inventoryStockEndpoints } from './areas/inventoryStock';
import { inventoryDocumentsEndpoints } from './areas/inventoryDocuments';
import { inventoryStocktakeEndpoints } from './areas/inventoryStocktake';
import { inventoryReportsEndpoints } from './areas/inventoryReports';
import { reportsTradeEndpoints } from './areas/reportsTrade';
import { reportsMoneyEndpoints } from './areas/reportsMoney';
import { reportsSalesEndpoints } from './areas/reportsSales';
import { reportsCustomEndpoints } from './areas/reportsCustom';
import { dataScreenEndpoints } from './areas/dataScreen';

const entries = [
  ...authEndpoints,
  ...adminEndpoints,
  ...settingsEndpoints,
  ...filesEndpoints,
  ...canteensEndpoints,
  ...devicesEndpoints,
  ...devicesAiEndpoints,
  ...peopleEndpoints,
  ...peopleReferenceEndpoints,
  ...personsEndpoints,
  ...accountsEndpoints,
  ...accountRecordsEndpoints,
  ...accountDeskEndpoints,
  ...marketingEndpoints,
  ...marketingCouponsEndpoints,
  ...marketingRewardsEndpoints,
  ...ordersEndpoints,
  ...orderBookingsEndpoints,
  ...menuMaterialsEndpoints,
  ...menuDishesEndpoints,
  ...menuProductsEndpoints,
  ...menuRecipesEndpoints,
  ...healthEndpoints,
  ...healthRecipesEndpoints,
  ...procurementSuppliersEndpoints,
  ...procurementPlansEndpoints,
  ...inventoryStockEndpoints,
  ...inventoryDocumentsEndpoints,
  ...inventoryStocktakeEndpoints,
  ...inventoryReportsEndpoints,
  ...reportsTradeEndpoints,
  ...reportsMoneyEndpoints,
  ...reportsSalesEndpoints,
  ...reportsCustomEndpoints,
  ...dataScreenEndpoints,
] as const;

/**
 * Every envelope endpoint of the product. Server registration, the console client, OpenAPI and the access tests read it.
 * Typed as plain endpoints: code that walks the whole list needs no union of 400 types; `EndpointById` keeps them.
 */
export const catalogue: readonly AnyEndpoint[] = entries;

export const endpointById = new Map(catalogue.map((e) => [e.id, e]));

/** Each endpoint's own type under its id, built once (a lookup in it is cheap, unlike a search of the union). */
export type EndpointById = { [E in (typeof entries)[number] as E['id']]: E };
export type EndpointId = keyof EndpointById;

/** The ids of the endpoints of one kind: a file reply (`download`), a file upload (`upload`), or a JSON reply (`call`). */
type IdsWhere<Condition> = { [Id in EndpointId]: EndpointById[Id] extends Condition ? Id : never }[EndpointId];
export type BlobEndpointId = IdsWhere<{ kind: 'blob' }>;
export type MultipartEndpointId = IdsWhere<{ kind: 'multipart' }>;
export type JsonEndpointId = Exclude<EndpointId, BlobEndpointId | MultipartEndpointId>;

/** An endpoint named by its id, or given as its definition's type (server handlers). */
type EndpointOf<E extends EndpointId | AnyEndpoint> = E extends EndpointId ? EndpointById[E] : E extends AnyEndpoint ? E : never;
/** What a caller sends: the input schema's input (before defaults and transforms). */
export type InputOf<E extends EndpointId | AnyEndpoint> = z.input<EndpointOf<E>['input']>;
/** The `data` of a 10000 reply: the output schema's output. */
export type OutputOf<E extends EndpointId | AnyEndpoint> = z.output<EndpointOf<E>['output']>;

/** The ids of the paged lists: their reply is `{records, total, page, limit}` (with more, e.g. a sum row). */
export type PageEndpointId = { [Id in JsonEndpointId]: OutputOf<Id> extends { records: unknown[]; total: number } ? Id : never }[JsonEndpointId];
/** A row of a paged list. */
export type RecordOf<Id extends PageEndpointId> = OutputOf<Id>['records'][number];
