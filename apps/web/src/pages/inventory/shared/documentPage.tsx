import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, Popconfirm, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BlobEndpointId, InputOf, JsonEndpointId, OutputOf, PageEndpointId, RecordOf } from '@canteen/contract';
import { call } from '@/api';
import ResourcePage, { type FieldDef, type FieldOption } from '@/components/ResourcePage';

/** The fields of a list row the actions read. */
interface DocRow {
  state: 'draft' | 'committed';
  kind: string;
  reversedById?: number | null;
  reversedByDocNo?: string | null;
}

export interface EditorProps<Detail> {
  /** The draft edited; none: a new one. */
  draft?: Detail;
  onClose: () => void;
  onSaved: () => void;
}

/** What an inbound and an outbound documents page differ in; the rest of the page is this one. */
export interface DocumentPageProps<Page extends PageEndpointId, Detail extends JsonEndpointId, Commit extends JsonEndpointId> {
  /** The kind of documents: their texts are inventoryDocuments.<name>.* (add, commitHint, reverseHint, reversedBy). */
  name: 'inbound' | 'outbound';
  title: string;
  rowKey: keyof RecordOf<Page> & string;
  fields: FieldDef<RecordOf<Page>>[];
  amountKey: string;
  actionsWidth: number;
  endpoints: { page: Page; export: BlobEndpointId; detail: Detail; commit: Commit; remove: JsonEndpointId; reverse?: JsonEndpointId };
  detailPath: (id: number) => string;
  /** The content that commits a draft from the list, as it is. */
  commitContent: (draft: OutputOf<Detail>) => InputOf<Commit>;
  Editor: ComponentType<EditorProps<OutputOf<Detail>>>;
  /** More toolbar buttons after the add one; `refresh` reloads the list. */
  toolbar?: (refresh: () => void) => ReactNode;
}

/** The states a document is in, for the list's filter. */
export const STATE_OPTIONS: FieldOption[] = [
  { value: 'draft', label: 'inventoryDocuments.state.draft' },
  { value: 'committed', label: 'inventoryDocuments.state.committed' },
];

/**
 * A list of inventory documents: drafts are edited, committed or removed; a committed one is reversed (where the
 * kind has a reverse endpoint) by a new document.
 */
export default function DocumentPage<Page extends PageEndpointId, Detail extends JsonEndpointId, Commit extends JsonEndpointId>({
  name,
  title,
  rowKey,
  fields,
  amountKey,
  actionsWidth,
  endpoints,
  detailPath,
  commitContent,
  Editor,
  toolbar,
}: DocumentPageProps<Page, Detail, Commit>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ draft?: OutputOf<Detail> } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [endpoints.page] });
  const byId = (id: number) => ({ id }) as InputOf<JsonEndpointId>;
  const load = (id: number) => call(endpoints.detail, byId(id) as InputOf<Detail>);
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      refresh();
    } catch {
      // the request client has shown why
    }
  };
  const edit = async (id: number) => {
    try {
      setEditing({ draft: await load(id) });
    } catch {
      // the request client has shown why
    }
  };
  const confirm = (titleKey: string, onConfirm: () => Promise<unknown>, label: string, danger = false) => (
    <Popconfirm title={t(titleKey)} okText={t('widgets.common.ok')} cancelText={t('widgets.common.cancel')} onConfirm={onConfirm}>
      <Button type="link" size="small" danger={danger}>
        {t(label)}
      </Button>
    </Popconfirm>
  );

  return (
    <>
      <ResourcePage
        title={title}
        rowKey={rowKey}
        fields={fields}
        pageEndpoint={endpoints.page}
        exportEndpoint={endpoints.export}
        print={{ amountKey }}
        actionsWidth={actionsWidth}
        extraToolbar={
          <>
            <Button type="primary" onClick={() => setEditing({})}>
              {t(`inventoryDocuments.${name}.add`)}
            </Button>
            {toolbar?.(refresh)}
          </>
        }
        extraActions={(record) => {
          const id = record[rowKey] as number;
          const row = record as unknown as DocRow;
          const reverse = endpoints.reverse;
          return (
            <>
              <Button type="link" size="small" onClick={() => void navigate(detailPath(id))}>
                {t('inventoryDocuments.action.detail')}
              </Button>
              {row.state === 'draft' && (
                <>
                  <Button type="link" size="small" onClick={() => void edit(id)}>
                    {t('inventoryDocuments.action.edit')}
                  </Button>
                  {confirm(`inventoryDocuments.${name}.commitHint`, () => act(async () => call(endpoints.commit, commitContent(await load(id)))), 'inventoryDocuments.action.commit')}
                  {confirm('inventoryDocuments.action.removeHint', () => act(() => call(endpoints.remove, byId(id))), 'inventoryDocuments.action.remove', true)}
                </>
              )}
              {reverse &&
                row.state === 'committed' &&
                row.kind !== 'reversal' &&
                row.reversedById === null &&
                confirm(`inventoryDocuments.${name}.reverseHint`, () => act(() => call(reverse, byId(id))), 'inventoryDocuments.action.reverse', true)}
              {row.reversedByDocNo && <Tag>{t(`inventoryDocuments.${name}.reversedBy`, { docNo: row.reversedByDocNo })}</Tag>}
            </>
          );
        }}
      />
      {editing && <Editor draft={editing.draft} onClose={() => setEditing(null)} onSaved={refresh} />}
    </>
  );
}
