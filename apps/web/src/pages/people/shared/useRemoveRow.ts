import { message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JsonEndpointId, PageEndpointId } from '@canteen/contract';
import { call, type InputArgs } from '@/api';

/**
 * Removal for master-data lists whose remove call names its id (`{jobId}`, `{psnTypeId}`…) rather than `{id}`:
 * calls it, says so, and refreshes the list read under `listKey`. Render `holder` once in the page.
 */
export function useRemoveRow(listKey: PageEndpointId) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, holder] = message.useMessage();
  const remove = async <Id extends JsonEndpointId>(endpoint: Id, ...content: InputArgs<Id>) => {
    try {
      await call(endpoint, ...content);
    } catch {
      return; // the request client has shown why (e.g. still used by a person)
    }
    void notice.success(t('widgets.resource.removed'));
    await queryClient.invalidateQueries({ queryKey: [listKey] });
  };
  // notice: for the page's other messages, so one holder serves them all.
  return { holder, remove, notice };
}
