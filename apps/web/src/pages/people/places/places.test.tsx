import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceNode } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/peopleReferences';
import PlacesPage from '.';

const node = (placeId: number, parentId: number | null, placeName: string, children: PlaceNode[] = []): PlaceNode => ({
  placeId,
  parentId,
  placeName,
  placeCode: '',
  sort: 0,
  remark: '',
  children,
});
const tree = [node(1, null, '总部园区', [node(2, 1, '一号楼', [node(4, 2, '三层')]), node(3, 1, '二号楼')])];

describe('places page', () => {
  it('shows the tree, lists the chosen place’s sub-places and adds one below it; removes by placeId', async () => {
    const api = fakeApi({ 'peopleMaster.placeTree': () => tree, 'peopleMaster.placeAdd': () => ({ placeId: 5 }) });
    renderWidget(<PlacesPage />, zh);
    await userEvent.click(await screen.findByText('总部园区', { selector: '.ant-tree-title' }));
    expect(await screen.findByText('总部园区 的下级地点')).toBeTruthy();
    const row = (screen.getAllByText('一号楼').find((e) => e.closest('tr')) as HTMLElement).closest('tr') as HTMLElement;
    expect(within(row).getByText('1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新增地点/ }));
    const dialog = dialogWith('地点名称');
    await userEvent.type(within(dialog).getByLabelText('地点名称'), '食堂');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('peopleMaster.placeAdd')).toEqual([{ parentId: 1, placeName: '食堂', placeCode: '', sort: 0, remark: '' }]));
    await userEvent.click(within(row).getByText(spaced('删除')));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('peopleMaster.placeRemove')).toEqual([{ placeId: 2 }]));
  });
});
