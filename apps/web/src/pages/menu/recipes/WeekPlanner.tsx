import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, DatePicker, Empty, Select, Space, Tag, message } from 'antd';
import { CloudDownloadOutlined, CloudUploadOutlined, CopyOutlined, LeftOutlined, MobileOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type RecipePlan } from '@canteen/contract';
import { call } from '@/api';
import SpokenOnly from '@/components/SpokenOnly';
import { datePattern, formatDate } from '@/shell/clock';
import CellDrawer, { type Cell } from './CellDrawer';
import CopyDialog, { type CopyStart } from './CopyDialog';
import IssueDialog from './IssueDialog';
import ThirdSyncDialog from './ThirdSyncDialog';
import { addDays, mondayOf, today, weekOf, weekdayOf } from './week';

type PlannedRecipe = RecipePlan['recipes'][number];
const PLAN = 'menuRecipes.plan';
/** Rows when the canteen has no meal periods yet: breakfast, lunch, dinner. */
const DEFAULT_MEALS = [1, 2, 4];

function CellBody({ recipe }: { recipe?: PlannedRecipe }) {
  const { t } = useTranslation();
  if (!recipe) return <span>{t('menuRecipes.planner.emptyCell')}</span>;
  return (
    <div>
      {recipe.name && <strong>{recipe.name}</strong>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {recipe.details.map((d) => (
          <li key={d.detailId}>
            {d.dishName} {formatMoney(d.discountPrice ?? d.price)}
            {d.supplyQty !== null && ` ×${d.supplyQty}`}
          </li>
        ))}
      </ul>
      <Space size={[4, 4]} wrap style={{ marginTop: 4 }}>
        <Tag color={recipe.enabled ? 'green' : 'default'}>{t(recipe.enabled ? 'menuRecipes.state.enabled' : 'menuRecipes.state.disabled')}</Tag>
        {recipe.issueCount > 0 &&
          (recipe.deviceCount > 0 ? <Tag color="blue">{t('menuRecipes.state.issued', { count: recipe.deviceCount })}</Tag> : <Tag color="warning">{t('menuRecipes.state.issuedNowhere')}</Tag>)}
        {recipe.appletIssuedAt && <Tag color="purple">{t('menuRecipes.state.applet')}</Tag>}
        {recipe.changedSinceIssue && <Tag color="orange">{t('menuRecipes.state.changed')}</Tag>}
      </Space>
    </div>
  );
}

/**
 * The week planner: one canteen's meals (rows: its meal periods) × seven days; a cell shows its dishes and states
 * and opens the drawer that edits it. The toolbar copies weeks and days, enables and issues the chosen recipes.
 */
export default function WeekPlanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, noticeHolder] = message.useMessage();
  const canteens = useQuery({
    queryKey: ['menuRecipes.canteens'],
    queryFn: async () => (await call('canteens.canteenList')).map((c) => ({ value: c.canteenId, label: c.canteenName })),
    staleTime: 60_000,
  });
  const [canteenId, setCanteenId] = useState<number>();
  const [monday, setMonday] = useState(() => mondayOf(today()));
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Cell | null>(null);
  const [copying, setCopying] = useState<CopyStart | null>(null);
  const [issuing, setIssuing] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const days = weekOf(monday);

  useEffect(() => {
    const first = canteens.data?.[0]?.value;
    if (canteenId === undefined && typeof first === 'number') setCanteenId(first);
  }, [canteens.data, canteenId]);
  useEffect(() => setSelected([]), [canteenId, monday]);

  const plan = useQuery({
    queryKey: [PLAN, canteenId, monday],
    queryFn: () => call(PLAN, { canteenId: canteenId ?? 0, startDate: days[0], endDate: days[6] }),
    enabled: canteenId !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PLAN] });
  /** A dialog's outcome, shown here: the dialog has closed. A warning (nothing copied, no device reached) stays longer. */
  const announce = (outcome: string, warn = false) => {
    void (warn ? notice.warning({ content: outcome, duration: 8 }) : notice.success(outcome));
    void refresh();
  };
  const recipes = useMemo(() => plan.data?.recipes ?? [], [plan.data]);
  const meals = useMemo(() => {
    const types = new Set([...(plan.data?.periods ?? []).filter((p) => p.enabled).map((p) => p.mealType), ...recipes.map((r) => r.mealType)]);
    return types.size ? [...types].sort((a, b) => a - b) : DEFAULT_MEALS;
  }, [plan.data, recipes]);
  const recipeAt = (day: string, meal: number) => recipes.find((r) => r.recipeDate === day && r.mealType === meal);
  const mealName = (meal: number) => t(`canteens.mealType.${meal}`);
  const periodText = (meal: number) => {
    const p = plan.data?.periods.find((x) => x.mealType === meal);
    return p ? `${p.startTime}–${p.endTime}` : '';
  };

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
    } catch {
      return; // the request client has shown the server's message
    }
    void notice.success(t(done));
    await refresh();
  };
  const toggle = (recipeId: number, on: boolean) => setSelected((s) => (on ? [...s, recipeId] : s.filter((id) => id !== recipeId)));
  const allIds = recipes.map((r) => r.recipeId);
  const none = selected.length === 0;

  return (
    <div>
      {noticeHolder}
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<number>
          aria-label={t('menuRecipes.planner.canteen')}
          style={{ minWidth: 180 }}
          value={canteenId}
          onChange={setCanteenId}
          options={canteens.data}
          placeholder={t('menuRecipes.planner.canteen')}
        />
        <Button icon={<LeftOutlined />} onClick={() => setMonday(addDays(monday, -7))}>
          {t('menuRecipes.planner.previousWeek')}
        </Button>
        <Button onClick={() => setMonday(mondayOf(today()))}>{t('menuRecipes.planner.thisWeek')}</Button>
        <Button onClick={() => setMonday(addDays(monday, 7))}>
          {t('menuRecipes.planner.nextWeek')} <RightOutlined />
        </Button>
        <DatePicker
          aria-label={t('menuRecipes.planner.pickDay')}
          format={datePattern()}
          allowClear={false}
          value={dayjs(monday)}
          onChange={(d) => d && setMonday(mondayOf(d.format('YYYY-MM-DD')))}
        />
        <span>
          {formatDate(days[0])} – {formatDate(days[6])}
        </span>
      </Space>
      <Space wrap style={{ marginBottom: 12 }}>
        <Checkbox
          checked={allIds.length > 0 && selected.length === allIds.length}
          indeterminate={selected.length > 0 && selected.length < allIds.length}
          disabled={!allIds.length}
          onChange={(e) => setSelected(e.target.checked ? allIds : [])}
        >
          {t('menuRecipes.planner.selectWeek', { count: selected.length })}
        </Checkbox>
        <Button icon={<CopyOutlined />} disabled={canteenId === undefined} onClick={() => setCopying({ kind: 'week', source: monday, target: addDays(monday, 7) })}>
          {t('menuRecipes.planner.copyWeek')}
        </Button>
        <Button disabled={canteenId === undefined} onClick={() => setCopying({ kind: 'day', source: monday, target: addDays(monday, 1) })}>
          {t('menuRecipes.planner.copyDay')}
        </Button>
        <Button disabled={none} onClick={() => void act(() => call('menuRecipes.enable', { recipeIds: selected, enabled: true }), 'menuRecipes.planner.enabled')}>
          {t('menuRecipes.planner.enable')}
        </Button>
        <Button disabled={none} onClick={() => void act(() => call('menuRecipes.enable', { recipeIds: selected, enabled: false }), 'menuRecipes.planner.disabled')}>
          {t('menuRecipes.planner.disable')}
        </Button>
        <Button icon={<MobileOutlined />} disabled={none} onClick={() => void act(() => call('menuRecipes.issueToApplet', { recipeIds: selected }), 'menuRecipes.planner.appletDone')}>
          {t('menuRecipes.planner.issueApplet')}
        </Button>
        <Button type="primary" icon={<CloudUploadOutlined />} disabled={none} onClick={() => setIssuing(true)}>
          {t('menuRecipes.planner.issueDevices')}
        </Button>
        <Button icon={<CloudDownloadOutlined />} disabled={canteenId === undefined} onClick={() => setSyncing(true)}>
          {t('menuRecipes.planner.third')}
        </Button>
      </Space>

      {canteenId === undefined && !canteens.isLoading ? (
        <Empty description={t('menuRecipes.planner.noCanteen')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className="recipe-week" style={{ borderCollapse: 'collapse', width: '100%', minWidth: 980, tableLayout: 'fixed' }}>
            <thead>
              <tr>
                <th scope="col" style={{ width: 110, border: '1px solid #d9d9d9', padding: 6 }}>
                  {t('menuRecipes.planner.meal')}
                </th>
                {days.map((day) => (
                  <th key={day} scope="col" style={{ border: '1px solid #d9d9d9', padding: 6, background: day === today() ? '#e6f4ff' : undefined }}>
                    {t(`menuRecipes.weekday.${weekdayOf(day)}`)}
                    <br />
                    {formatDate(day)}
                    {canteenId !== undefined && (
                      <Button
                        type="text"
                        size="small"
                        icon={<CopyOutlined />}
                        aria-label={t('menuRecipes.planner.copyThisDay', { day: formatDate(day) })}
                        title={t('menuRecipes.planner.copyThisDay', { day: formatDate(day) })}
                        onClick={() => setCopying({ kind: 'day', source: day, target: addDays(day, 1) })}
                      />
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {meals.map((meal) => (
                <tr key={meal}>
                  <th scope="row" style={{ border: '1px solid #d9d9d9', padding: 6, verticalAlign: 'top' }}>
                    {mealName(meal)}
                    <br />
                    <small>{periodText(meal)}</small>
                  </th>
                  {days.map((day) => {
                    const recipe = recipeAt(day, meal);
                    const label = `${formatDate(day)} ${mealName(meal)}`;
                    return (
                      <td key={day} style={{ border: '1px solid #d9d9d9', padding: 6, verticalAlign: 'top' }}>
                        {recipe && (
                          <Checkbox
                            aria-label={t('menuRecipes.planner.selectCell', { cell: label })}
                            checked={selected.includes(recipe.recipeId)}
                            onChange={(e) => toggle(recipe.recipeId, e.target.checked)}
                          />
                        )}
                        <Button
                          type="text"
                          style={{ display: 'block', width: '100%', height: 'auto', minHeight: 60, textAlign: 'left', whiteSpace: 'normal', padding: 4 }}
                          onClick={() => canteenId !== undefined && setEditing({ canteenId, recipeDate: day, mealType: meal, recipe })}
                        >
                          <CellBody recipe={recipe} />
                          {/* The button is named by what it shows, then which cell it edits; an aria-label would hide
                              the shown text from the name (WCAG 2.5.3, label in name). */}
                          <SpokenOnly>{t('menuRecipes.planner.editCell', { cell: label })}</SpokenOnly>
                        </Button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {editing && <CellDrawer cell={editing} mealName={mealName(editing.mealType)} onSaved={(outcome) => (outcome ? announce(outcome) : void refresh())} onClose={() => setEditing(null)} />}
      {copying && canteenId !== undefined && (
        <CopyDialog canteenId={canteenId} canteens={canteens.data ?? []} start={copying} onDone={announce} onClose={() => setCopying(null)} />
      )}
      {syncing && canteenId !== undefined && <ThirdSyncDialog canteenId={canteenId} startDate={monday} onDone={() => void refresh()} onClose={() => setSyncing(false)} />}
      {issuing && canteenId !== undefined && <IssueDialog canteenId={canteenId} recipeIds={selected} onDone={announce} onClose={() => setIssuing(false)} />}
    </div>
  );
}
