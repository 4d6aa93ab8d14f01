import type { AnyEndpoint } from '../endpoint';

/** Endpoints of purchase plans, their generation from recipes, mails to suppliers, purchase orders and notices (drppurchaseplan, drppurchaseorder, drpdishesconversion, drppurnotice). */
export const procurementPlansEndpoints = [] as const satisfies readonly AnyEndpoint[];
