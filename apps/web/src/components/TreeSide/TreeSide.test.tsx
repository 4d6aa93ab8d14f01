import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '@/components/testing';
import TreeSide, { findNode, type TreeShape } from '.';

interface Area {
  areaId: number;
  areaName: string;
  children: Area[];
}
const area = (areaId: number, areaName: string, children: Area[] = []): Area => ({ areaId, areaName, children });
const SHAPE: TreeShape<Area> = { id: (n) => n.areaId, name: (n) => n.areaName };
const nodes = [area(1, 'Head office', [area(2, 'Kitchen', [area(4, 'Pastry')]), area(3, 'Finance')]), area(5, 'Branch')];
const texts = { 'test.tree': '区域', 'test.none': '暂无区域' };
const titles = () => [...document.querySelectorAll('.ant-tree-title')].map((e) => e.textContent);

describe('TreeSide', () => {
  it('keeps the matching nodes, everything below them and the nodes above them; a node chosen is passed on', async () => {
    const onSelect = vi.fn();
    renderWidget(<TreeSide title="test.tree" empty="test.none" nodes={nodes} shape={SHAPE} selected={null} onSelect={onSelect} />, texts);
    expect(screen.getByText('区域')).toBeTruthy();
    expect(titles()).toEqual(['Head office', 'Kitchen', 'Pastry', 'Finance', 'Branch']);

    await userEvent.type(screen.getByLabelText('搜索名称'), 'kitch');
    expect(titles()).toEqual(['Head office', 'Kitchen', 'Pastry']);
    await userEvent.click(screen.getByText('Kitchen', { selector: '.ant-tree-title' }));
    expect(onSelect).toHaveBeenLastCalledWith(2);

    await userEvent.type(screen.getByLabelText('搜索名称'), 'x');
    expect(titles()).toEqual([]);
    expect(screen.getByText('没有匹配的名称')).toBeTruthy();
  });

  it('says so when the tree has no node, with no search to type in', () => {
    renderWidget(<TreeSide title="test.tree" empty="test.none" nodes={[]} shape={SHAPE} selected={null} onSelect={() => {}} />, texts);
    expect(screen.getByText('暂无区域')).toBeTruthy();
    expect(screen.queryByLabelText('搜索名称')).toBeNull();
  });

  it('finds a node anywhere in the tree', () => {
    expect(findNode(nodes, 4, SHAPE)?.areaName).toBe('Pastry');
    expect(findNode(nodes, 9, SHAPE)).toBeUndefined();
  });
});
