import type { HealthRecipeKind, HealthRecipeNode } from '@canteen/contract';
import { call } from '@/api';
import type { FieldDef, FieldOption } from '@/components/ResourcePage';
import EditDialog from '@/components/ResourcePage/EditDialog';

export type NodeDialogState = { mode: 'add'; kind: HealthRecipeKind; parentId: number | null } | { mode: 'edit'; node: HealthRecipeNode };

/** 0 stands for "no parent" in the parent select (a select holds no null). */
const TOP = 0;

function categories(nodes: HealthRecipeNode[], except: number | null, depth = 0): FieldOption[] {
  return nodes.flatMap((n) =>
    n.kind !== 'category' || n.healthRecipeId === except
      ? []
      : [{ value: n.healthRecipeId, label: `${'　'.repeat(depth)}${n.name}` }, ...categories(n.children, except, depth + 1)],
  );
}

const fields = (kind: HealthRecipeKind): FieldDef[] => [
  { key: 'parentId', label: 'healthRecipes.node.parent', type: 'select', required: true },
  { key: 'name', label: 'healthRecipes.node.name', type: 'text', required: true, maxLength: 50 },
  { key: 'chronicIds', label: 'healthRecipes.node.chronics', type: 'select', multiple: true },
  { key: 'psnTypeIds', label: 'healthRecipes.node.psnTypes', type: 'select', multiple: true },
  ...(kind === 'recipe' ? [{ key: 'energyKcal', label: 'healthRecipes.node.energy', type: 'number', min: 0, max: 10_000 } satisfies FieldDef] : []),
  { key: 'description', label: 'healthRecipes.node.description', type: 'textarea', maxLength: 500 },
  { key: 'sort', label: 'healthRecipes.node.sort', type: 'number', min: 0, max: 9999 },
];

interface Props {
  state: NodeDialogState;
  tree: HealthRecipeNode[];
  targets: { chronics: FieldOption[]; psnTypes: FieldOption[] };
  topLabel: string;
  onSaved: (mode: 'add' | 'edit', id: number) => Promise<void>;
  onClose: () => void;
}

/** Adds or edits a category or a recipe: where it sits, who it is for, the recipe's energy aim. */
export default function NodeDialog({ state, tree, targets, topLabel, onSaved, onClose }: Props) {
  const kind = state.mode === 'add' ? state.kind : state.node.kind;
  const options = new Map<string, FieldOption[]>([
    ['parentId', [{ value: TOP, label: topLabel }, ...categories(tree, state.mode === 'edit' ? state.node.healthRecipeId : null)]],
    ['chronicIds', targets.chronics],
    ['psnTypeIds', targets.psnTypes],
  ]);
  const initialValues =
    state.mode === 'edit'
      ? {
          parentId: state.node.parentId ?? TOP,
          name: state.node.name,
          chronicIds: state.node.chronicIds,
          psnTypeIds: state.node.psnTypeIds,
          energyKcal: state.node.energyKcal ?? undefined,
          description: state.node.description,
          sort: state.node.sort,
        }
      : { parentId: state.parentId ?? TOP, chronicIds: [], psnTypeIds: [], sort: 0 };

  const save = async (values: Record<string, unknown>) => {
    const content = {
      kind,
      parentId: values.parentId === TOP || values.parentId == null ? null : Number(values.parentId),
      name: String(values.name ?? '').trim(),
      chronicIds: (values.chronicIds as number[] | undefined) ?? [],
      psnTypeIds: (values.psnTypeIds as number[] | undefined) ?? [],
      energyKcal: typeof values.energyKcal === 'number' ? values.energyKcal : null,
      description: String(values.description ?? '').trim(),
      sort: (values.sort as number | undefined) ?? 0,
    };
    if (state.mode === 'edit') {
      await call('healthRecipes.edit', { healthRecipeId: state.node.healthRecipeId, ...content });
      await onSaved('edit', state.node.healthRecipeId);
    } else {
      const { healthRecipeId } = await call('healthRecipes.add', content);
      await onSaved('add', healthRecipeId);
    }
  };

  return <EditDialog mode={state.mode} initialValues={initialValues} fields={fields(kind)} options={options} save={save} onClose={onClose} />;
}
