import { Form, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecipeIssueResult, RecipeIssueScope } from '@canteen/contract';
import { call } from '@/api';
import FormDialog from '@/components/FormDialog';

interface Values {
  scope: RecipeIssueScope;
  deviceIds?: number[];
  deviceId?: number;
}

/**
 * What the issue really reached, in words: the devices that will show the recipes (online ones on their next heartbeat,
 * offline ones when they come back), those whose menu bind hides them, or plainly that no device got the menu.
 */
export function issueOutcome(t: (key: string, o?: Record<string, unknown>) => string, r: RecipeIssueResult): { text: string; warn: boolean } {
  const recipes = r.recipeCount;
  if (r.deviceCount === 0) {
    return { text: r.hiddenCount ? t('menuRecipes.issue.noneShows', { recipes, hidden: r.hiddenCount }) : t('menuRecipes.issue.noDeviceReached', { recipes }), warn: true };
  }
  const offline = r.deviceCount - r.onlineCount;
  const parts = [
    t('menuRecipes.issue.done', { recipes, devices: r.deviceCount }),
    r.onlineCount > 0 && t('menuRecipes.issue.doneOnline', { count: r.onlineCount }),
    offline > 0 && t('menuRecipes.issue.doneOffline', { count: offline }),
    r.hiddenCount > 0 && t('menuRecipes.issue.doneHidden', { count: r.hiddenCount }),
  ];
  return { text: parts.filter(Boolean).join(' '), warn: false };
}

/**
 * Issues the chosen recipes to every device of the canteen, to some, or to one: those devices pull the menu again.
 * `onDone` gets the outcome to show: the dialog closes at once, so a message of its own would go with it.
 */
export default function IssueDialog({ canteenId, recipeIds, onDone, onClose }: { canteenId: number; recipeIds: number[]; onDone: (outcome: string, warn?: boolean) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const scope = Form.useWatch('scope', form) ?? 'all';
  const devices = useQuery({ queryKey: ['menuRecipes.issueDevices', canteenId], queryFn: () => call('menuRecipes.issueDevices', { canteenId }) });
  const options = (devices.data ?? []).map((d) => ({ value: d.deviceId, label: `${d.name} (${d.serialNumber})${d.online ? '' : ` · ${t('menuRecipes.issue.offline')}`}` }));

  const submit = async (v: Values) => {
    const result =
      v.scope === 'all'
        ? await call('menuRecipes.issueAll', { recipeIds })
        : v.scope === 'part'
          ? await call('menuRecipes.issuePart', { recipeIds, deviceIds: v.deviceIds ?? [] })
          : await call('menuRecipes.issueSingle', { recipeIds, deviceId: v.deviceId ?? 0 });
    const outcome = issueOutcome(t, result);
    onDone(outcome.text, outcome.warn);
  };

  const required = [{ required: true, message: t('menuRecipes.issue.chooseDevice') }];
  return (
    <FormDialog<Values>
      form={form}
      name="issue"
      title={t('menuRecipes.issue.title', { count: recipeIds.length })}
      layout="vertical"
      initialValues={{ scope: 'all' }}
      maskClosable
      submitOnEnter={false}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="scope" label={t('menuRecipes.issue.scope')}>
        <Radio.Group
          options={[
            { value: 'all', label: t('menuRecipes.issue.scope.all') },
            { value: 'part', label: t('menuRecipes.issue.scope.part') },
            { value: 'single', label: t('menuRecipes.issue.scope.single') },
          ]}
        />
      </Form.Item>
      {scope === 'part' && (
        <Form.Item name="deviceIds" label={t('menuRecipes.issue.devices')} rules={required}>
          <Select mode="multiple" options={options} loading={devices.isFetching} notFoundContent={t('menuRecipes.issue.noDevice')} />
        </Form.Item>
      )}
      {scope === 'single' && (
        <Form.Item name="deviceId" label={t('menuRecipes.issue.device')} rules={required}>
          <Select options={options} loading={devices.isFetching} notFoundContent={t('menuRecipes.issue.noDevice')} />
        </Form.Item>
      )}
      {scope === 'all' && devices.data && <p>{devices.data.length ? t('menuRecipes.issue.allHint', { count: devices.data.length }) : t('menuRecipes.issue.allHintNone')}</p>}
    </FormDialog>
  );
}
