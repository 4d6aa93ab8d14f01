import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISH_CLASS_KINDS, type DishClass, type DishClassKind, type DishType, type PageEndpointId } from '@canteen/contract';
import ResourcePage, { type FieldDef } from '@/components/ResourcePage';

const common = [
  { key: 'sort', label: 'menuDishes.common.sort', type: 'number' },
  { key: 'remark', label: 'menuDishes.common.remark', type: 'textarea' },
  { key: 'dishCount', label: 'menuDishes.common.dishCount', type: 'number', inForm: false },
  { key: 'createdAt', label: 'menuDishes.common.createdAt', type: 'datetime', inForm: false },
] as const satisfies FieldDef[];

const typeFields: FieldDef<DishType>[] = [{ key: 'typeName', label: 'menuDishes.type.name', type: 'text', inSearch: true }, ...common];
/** The seven classifications share one field description; only the name's label differs. */
const classFields = (kind: DishClassKind): FieldDef<DishClass>[] => [
  { key: 'className', label: `menuDishes.class.${kind}`, type: 'text', inSearch: true },
  ...common,
];

/**
 * Dish types and the other classifications (/menudish/type, menu 303000): one list per kind, each from the same
 * field description. A type or classification dishes still carry cannot be removed (the server says how many).
 */
export default function DishTypesPage() {
  const { t } = useTranslation();
  const classTab = (kind: DishClassKind) => ({
    key: kind,
    label: t(`menuDishes.class.${kind}`),
    children: (
      <ResourcePage
        title={`menuDishes.class.${kind}`}
        rowKey="classId"
        fields={classFields(kind)}
        pageEndpoint={`menuDishes.${kind}Page` as PageEndpointId as 'menuDishes.cookPage'}
        addEndpoint={`menuDishes.${kind}Add` as 'menuDishes.cookAdd'}
        editEndpoint={`menuDishes.${kind}Edit` as 'menuDishes.cookEdit'}
        removeEndpoint={`menuDishes.${kind}Remove` as 'menuDishes.cookRemove'}
        print
      />
    ),
  });
  return (
    <Tabs
      destroyOnHidden
      items={[
        {
          key: 'type',
          label: t('menuDishes.type.tab'),
          children: (
            <ResourcePage
              title="/menudish/type"
              rowKey="typeId"
              fields={typeFields}
              pageEndpoint="menuDishes.typePage"
              addEndpoint="menuDishes.typeAdd"
              editEndpoint="menuDishes.typeEdit"
              removeEndpoint="menuDishes.typeRemove"
              print
            />
          ),
        },
        ...DISH_CLASS_KINDS.map(classTab),
      ]}
    />
  );
}
