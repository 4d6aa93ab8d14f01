import { type AppletItem } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';

interface AppletItemsPageProps {
  /** Endpoint name: `settings.<name>Page`, …Add, …Edit, …Remove. */
  name: 'banner' | 'dynamicBanner' | 'ad' | 'icon';
  /** Route path (the page title key). */
  title: string;
  /** i18n key of the title field's label (an icon has a name). */
  titleLabel?: string;
  /** Banners must be exactly 750 × 600. */
  strictImage?: boolean;
  /** Ads run for a period. */
  withPeriod?: boolean;
  uploadKey: string;
}

/** Banners, ads and home icons of the ordering app: one list each. */
export default function AppletItemsPage({ name, title, titleLabel = 'settings.item.title', strictImage, withPeriod, uploadKey }: AppletItemsPageProps) {
  const fields: FieldDef<AppletItem>[] = [
    { key: 'imageUrl', label: 'settings.item.image', type: 'image', required: true, strict: strictImage, uploadKey },
    { key: 'title', label: titleLabel, type: 'text', required: true, inSearch: true, maxLength: 50 },
    { key: 'linkUrl', label: 'settings.item.link', type: 'text', maxLength: 500 },
    { key: 'sort', label: 'settings.item.sort', type: 'number', min: 0, max: 9999 },
    { key: 'enabled', label: 'settings.enabled', type: 'switch', inSearch: true },
    ...(withPeriod
      ? ([
          { key: 'startsOn', label: 'settings.item.startsOn', type: 'date' },
          { key: 'endsOn', label: 'settings.item.endsOn', type: 'date' },
        ] satisfies FieldDef<AppletItem>[])
      : []),
  ];
  return (
    <ResourcePage
      title={title}
      rowKey="id"
      fields={fields}
      pageEndpoint={`settings.${name}Page` as const}
      addEndpoint={`settings.${name}Add` as const}
      editEndpoint={`settings.${name}Edit` as const}
      removeEndpoint={`settings.${name}Remove` as const}
      // Dates left empty are sent as null, so an edit can clear them.
      fromForm={(content, mode, row) => ({
        ...(mode === 'edit' && row ? { id: row.id } : {}),
        ...content,
        ...(withPeriod ? { startsOn: content.startsOn ?? null, endsOn: content.endsOn ?? null } : {}),
      })}
    />
  );
}
