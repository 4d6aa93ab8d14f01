import { TEMPLATE_PLACEHOLDERS, type AppletItem, type AppletItemKind, type Page, type PickupTemplate, type RecommendedDish } from '@canteen/contract';
import type { Ctx } from '../../platform/context';
import { defineResource } from '../../platform/resource';
import { fieldError, notFound } from '../../platform/http/errors';
import { settingsLookups } from './ports';

/** Lists of the ordering app: banners (home and dynamic), ads and icons share one table by kind; templates; recommended dishes. */

const appletItems = defineResource<AppletItem & { kind: AppletItemKind }>({
  table: 'applet_items',
  idField: 'id',
  fields: {
    kind: 'kind',
    title: 'title',
    imageUrl: 'image_url',
    linkUrl: 'link_url',
    sort: 'sort',
    enabled: 'enabled',
    startsOn: 'starts_on',
    endsOn: 'ends_on',
  },
  readOnly: ['kind'],
  filters: { kind: { column: 'kind', op: 'eq' }, title: { column: 'title', op: 'like' }, enabled: { column: 'enabled', op: 'eq' } },
  orderBy: 'r.sort, r.id',
  what: 'applet item',
});

type ItemInput = Omit<AppletItem, 'id'>;

function checkPeriod(input: Partial<ItemInput>) {
  if (input.startsOn && input.endsOn && input.endsOn < input.startsOn) throw fieldError('endsOn', 'endsBeforeStarts');
}

const withoutKind = ({ kind: _kind, ...item }: AppletItem & { kind: AppletItemKind }): AppletItem => item;

/** One kind's list: every id of another kind is as unknown as another merchant's. */
export function appletItemsOf(kind: AppletItemKind) {
  const ownRow = async (ctx: Ctx, id: number) => {
    const row = await appletItems.get(ctx, id);
    if (row.kind !== kind) throw notFound('applet item');
    return row;
  };
  return {
    async page(ctx: Ctx, q: { page: number; limit: number; title?: string; enabled?: boolean }) {
      const page = await appletItems.page(ctx, { ...q, kind });
      return { ...page, records: page.records.map(withoutKind) };
    },
    async add(ctx: Ctx, input: ItemInput) {
      checkPeriod(input);
      const id = await ctx.db.query<{ id: number }>(
        `INSERT INTO applet_items (merchant_id, kind, title, image_url, link_url, sort, enabled, starts_on, ends_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [ctx.merchantId, kind, input.title, input.imageUrl, input.linkUrl, input.sort, input.enabled, input.startsOn, input.endsOn],
      );
      return { id: id[0].id };
    },
    async edit(ctx: Ctx, input: ItemInput & { id: number }) {
      await ownRow(ctx, input.id);
      checkPeriod(input);
      const { id, ...fields } = input;
      await appletItems.update(ctx, id, fields);
      return null;
    },
    async remove(ctx: Ctx, id: number) {
      await ownRow(ctx, id);
      await appletItems.remove(ctx, id);
      return null;
    },
  };
}

export const pickupTemplates = defineResource<PickupTemplate>({
  table: 'applet_templates',
  idField: 'id',
  fields: { event: 'event', templateId: 'template_id', content: 'content', enabled: 'enabled' },
  filters: { event: { column: 'event', op: 'eq' } },
  orderBy: 'r.event',
  unique: [['event']],
  what: 'template',
});

/** Placeholders are written {name}; one the app cannot fill is refused, so no message goes out half-filled. */
export function checkPlaceholders(content: string) {
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS);
  for (const [, name] of content.matchAll(/\{(\w*)\}/g)) {
    if (!known.has(name)) throw fieldError('content', 'unknownPlaceholder', { name, known: TEMPLATE_PLACEHOLDERS.join(', ') });
  }
}

/**
 * Dishes are stored by id, picked from the dish library; the name is the menu's now (`recommendedDishPage`), so a
 * renamed dish shows its new name and a removed one none.
 */
export const recommendedDishes = defineResource<Omit<RecommendedDish, 'dishName'>>({
  table: 'applet_recommended_dishes',
  idField: 'id',
  fields: { dishId: 'dish_id', sort: 'sort', enabled: 'enabled' },
  filters: { dishId: { column: 'dish_id', op: 'eq' } },
  orderBy: 'r.sort, r.id',
  unique: [['dishId']],
  what: 'recommended dish',
});

/** The page of recommended dishes, each named by the menu module (through the settings port, never its tables). */
export async function recommendedDishPage(ctx: Ctx, q: Parameters<typeof recommendedDishes.page>[1]): Promise<Page<RecommendedDish>> {
  const p = await recommendedDishes.page(ctx, q);
  const names = await settingsLookups.use().dishNames(ctx, p.records.map((r) => r.dishId));
  return { ...p, records: p.records.map((r, i) => ({ ...r, dishName: names[i] ?? null })) };
}
