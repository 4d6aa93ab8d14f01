import { type AppletItem } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';
import { endpointOf } from '@/api/endpoints';

const ep = (id: string) => endpointOf(id);

interface AppletItemsPageProps {
  /** Endpoint name: banner, dynamicBanner, ad or icon. */
  name: string;
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
    <ResourcePage<AppletItem>
      title={title}
      rowKey="id"
      fields={fields}
      pageEndpoint={ep(`settings.${name}Page`)}
      addEndpoint={ep(`settings.${name}Add`)}
      editEndpoint={ep(`settings.${name}Edit`)}
      removeEndpoint={ep(`settings.${name}Remove`)}
      // Dates left empty are sent as null, so an edit can clear them.
      fromForm={(content, mode, row) => ({
        ...(mode === 'edit' && row ? { id: row.id } : {}),
        ...content,
        ...(withPeriod ? { startsOn: content.startsOn ?? null, endsOn: content.endsOn ?? null } : {}),
      })}
    />
  );
}
