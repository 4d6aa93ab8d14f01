import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import IssueRecords from './IssueRecords';
import MenuBinds from './MenuBinds';
import RecipeList from './RecipeList';
import WeekPlanner from './WeekPlanner';

/** Recipes (/menudish/caipu, menu 307000): the week planner, the list of recipes, issue records and device menu binds. */
export default function RecipesPage() {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        { key: 'planner', label: t('menuRecipes.tab.planner'), children: <WeekPlanner /> },
        { key: 'list', label: t('menuRecipes.tab.list'), children: <RecipeList /> },
        { key: 'records', label: t('menuRecipes.tab.records'), children: <IssueRecords /> },
        { key: 'binds', label: t('menuRecipes.tab.binds'), children: <MenuBinds /> },
      ]}
    />
  );
}
