import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockUnit } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/inventoryStock';
import UnitsPage from '.';

const unit = (unitId: number, name: string, base: [number, string, number] | null, rootName: string, factor: number): StockUnit => ({
  unitId,
  name,
  baseUnitId: base?.[0] ?? null,
  baseUnitName: base?.[1] ?? null,
  ratio: base?.[2] ?? null,
  rootName,
  factor,
  remark: '',
  usedCount: 0,
  createdAt: '2026-11-01T00:00:00Z',
});

describe('units', () => {
  it('shows each unit as a ratio of its base and converts a quantity between two units', async () => {
    const api = fakeApi({
      'inventoryStock.unitPage': () => page([unit(1, '克', null, '克', 1), unit(2, '千克', [1, '克', 1000], '克', 1000), unit(3, '箱', [2, '千克', 20], '克', 20_000)]),
      'inventoryStock.unitConvert': () => ({ qty: 60, fromUnitName: '箱', toUnitName: '千克' }),
    });
    renderWidget(<UnitsPage />, zh);
    expect(await screen.findByText('1 箱 = 20 千克')).toBeTruthy();

    const tool = screen.getByText('单位换算').closest('.ant-card') as HTMLElement;
    await userEvent.type(within(tool).getByLabelText('数量'), '3');
    for (const [label, option] of [
      ['原单位', '箱'],
      ['目标单位', '千克'],
    ]) {
      await userEvent.click(within(tool).getByLabelText(label));
      const choices = await screen.findAllByTitle(option);
      await userEvent.click(choices.filter((c) => c.classList.contains('ant-select-item-option')).at(-1) ?? choices[0]);
    }
    await userEvent.click(within(tool).getByRole('button', { name: /换\s?算/ }));
    await waitFor(() => expect(api.calls('inventoryStock.unitConvert')).toEqual([{ qty: 3, fromUnitId: 3, toUnitId: 2 }]));
    expect(await within(tool).findByText('3 箱 = 60 千克')).toBeTruthy();
  });
});
