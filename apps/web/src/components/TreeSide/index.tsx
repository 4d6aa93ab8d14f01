import { useMemo, useState } from 'react';
import { Card, Empty, Input, Tree } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** How to read the nodes of a reference-data tree (organisations, places): each node's id and name. */
export interface TreeShape<T> {
  id: (node: T) => number;
  name: (node: T) => string;
}

/** A node as antd's Tree and TreeSelect take it. */
export interface TreeItem {
  key: number;
  value: number;
  title: string;
  children: TreeItem[];
}

type Node<T> = { children: T[] };

export function toTreeData<T extends Node<T>>(nodes: T[], shape: TreeShape<T>): TreeItem[] {
  return nodes.map((n) => ({ key: shape.id(n), value: shape.id(n), title: shape.name(n), children: toTreeData(n.children, shape) }));
}

/** The node of that id anywhere in the tree. */
export function findNode<T extends Node<T>>(nodes: T[], id: number, shape: TreeShape<T>): T | undefined {
  for (const n of nodes) {
    const found = shape.id(n) === id ? n : findNode(n.children, id, shape);
    if (found) return found;
  }
  return undefined;
}

/** The items whose name holds the text, each with everything below it, and the items above them. */
function matching(items: TreeItem[], text: string): TreeItem[] {
  return items.flatMap((item) => {
    if (item.title.toLowerCase().includes(text)) return [item];
    const children = matching(item.children, text);
    return children.length ? [{ ...item, children }] : [];
  });
}

interface Props<T> {
  /** i18n key of the card's title. */
  title: string;
  /** i18n key shown while the tree has no node. */
  empty: string;
  nodes: T[] | undefined;
  shape: TreeShape<T>;
  selected: number | null;
  /** The chosen node, or null when it is chosen again (unselected). */
  onSelect: (id: number | null) => void;
}

/**
 * The tree beside a list (organisations, places): a search that keeps the matching nodes and those above them,
 * and one node to choose, which the page filters by.
 */
export default function TreeSide<T extends Node<T>>({ title, empty, nodes, shape, selected, onSelect }: Props<T>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const items = useMemo(() => toTreeData(nodes ?? [], shape), [nodes, shape]);
  const text = search.trim().toLowerCase();
  const shown = text ? matching(items, text) : items;
  return (
    <Card size="small" title={t(title)}>
      {items.length > 0 && (
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('widgets.tree.search')}
          aria-label={t('widgets.tree.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ marginBottom: 8 }}
        />
      )}
      {shown.length ? (
        // A new search opens every node it kept.
        <Tree
          key={text}
          blockNode
          defaultExpandAll
          treeData={shown}
          selectedKeys={selected ? [selected] : []}
          onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : null)}
        />
      ) : (
        <Empty description={t(items.length ? 'widgets.tree.noMatch' : empty)} />
      )}
    </Card>
  );
}
