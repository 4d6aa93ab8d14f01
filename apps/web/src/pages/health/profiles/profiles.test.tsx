import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/health';
import { options, orgTree, person } from '../shared/testData';
import ProfilesPage from '.';

describe('personal health', () => {
  // The drawer's form is heavy under jsdom: a generous time limit for a loaded machine.
  it('lists people with their BMI, illnesses and pattern, and saves a health profile', { timeout: 60_000 }, async () => {
    const api = fakeApi({
      'health.personPage': () => page([person]),
      'health.options': () => options,
      'people.orgTree': () => orgTree,
      'health.profileSave': () => null,
    });
    renderWidget(
      <MemoryRouter>
        <ProfilesPage />
      </MemoryRouter>,
      zh,
    );
    const row = (await screen.findByText('王伟')).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['E1001', '研发部', '42', '26.5 超重', '糖尿病', '糖尿病膳食模式 慢性病']));

    fireEvent.click(within(row).getByRole('button', { name: /健康档案/ }));
    const applied = await screen.findByText('当前适用：糖尿病膳食模式（按慢性病匹配：糖尿病）', {}, { timeout: 10_000 });
    const drawer = applied.closest('.ant-drawer') as HTMLElement;
    fireEvent.change(within(drawer).getByLabelText('过敏食物'), { target: { value: '花生' } });
    fireEvent.click(within(drawer).getByRole('button', { name: spaced('确定') }));
    await waitFor(
      () =>
        expect(api.calls('health.profileSave')).toEqual([{ custId: 7, chronicIds: [5], dietId: null, goal: null, allergies: '花生', taboos: '', remark: '' }]),
      { timeout: 5000 },
    );
  });
});
