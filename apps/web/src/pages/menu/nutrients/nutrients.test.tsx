import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuNutrient } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/menuMaterials';
import NutrientsPage from '.';

const nutrient = (nutritionId: number, code: string, name: string, unit: MenuNutrient['unit'], typeCode: MenuNutrient['typeCode'], materialCount = 0): MenuNutrient => ({
  nutritionId,
  typeCode,
  code,
  name,
  unit,
  sort: nutritionId * 10,
  remark: '',
  materialCount,
  createdAt: '2025-01-01T00:00:00+08:00',
});

describe('nutrient catalogue page', () => {
  it('lists the nutrients with their type, loads the standard ones and adds one', async () => {
    const list = [nutrient(1, 'energy', '能量', 'kcal', 'energy', 30)];
    const api = fakeApi({
      'menuMaterials.nutrientPage': ({ typeCode }) => page(list.filter((n) => !typeCode || n.typeCode === typeCode)),
      'menuMaterials.nutrientInitDefault': () => {
        list.push(nutrient(2, 'protein', '蛋白质', 'g', 'macro'), nutrient(3, 'vitaminA', '维生素A', 'μg', 'vitamin'));
        return { added: 2, total: 3 };
      },
      'menuMaterials.nutrientAdd': () => ({ nutritionId: 9 }),
    });
    renderWidget(<NutrientsPage />, zh);
    const energy = (await screen.findByText('kcal', { selector: 'td' })).closest('tr') as HTMLElement;
    // Its name and its type's name.
    expect(within(energy).getAllByText('能量')).toHaveLength(2);
    expect(within(energy).getByText('30')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /载入标准营养素/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    expect(await screen.findByText('已新增 2 项，目录共 3 项')).toBeTruthy();
    const vitaminA = (await screen.findByText('维生素A')).closest('tr') as HTMLElement;
    expect(within(vitaminA).getByText('维生素')).toBeTruthy();
    expect(within(vitaminA).getByText('μg')).toBeTruthy();
    expect(api.calls('menuMaterials.nutrientInitDefault')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = dialogWith('编码');
    await userEvent.type(within(dialog).getByLabelText('营养素名称'), '嘌呤');
    await userEvent.type(within(dialog).getByLabelText('编码'), '1purine');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('编码须以英文字母开头，只含字母和数字')).toBeTruthy();
    expect(api.calls('menuMaterials.nutrientAdd')).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText('编码'));
    await userEvent.type(within(dialog).getByLabelText('编码'), 'purine');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() =>
      expect(api.calls('menuMaterials.nutrientAdd')).toEqual([{ name: '嘌呤', code: 'purine', typeCode: 'macro', unit: 'g', sort: 0, remark: '' }]),
    );
  });
});
