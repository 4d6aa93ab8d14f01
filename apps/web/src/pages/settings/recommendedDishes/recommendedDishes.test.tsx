import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zhSettings from '@/i18n/zh/settings';
import RecommendedDishesPage from '.';

describe('recommended dishes page', () => {
  it('says dishes are not yet available and lists the stored dish numbers', async () => {
    fakeApi({ 'settings.recommendedDishPage': () => page([{ id: 1, dishId: 42, sort: 1, enabled: true }]) });
    renderWidget(<RecommendedDishesPage />, zhSettings);
    expect(screen.getByText(/菜品暂不可选/)).toBeTruthy();
    const row = (await screen.findByText('42')).closest('tr') as HTMLElement;
    expect(row.querySelectorAll('td')[0].textContent).toBe('42');
  });
});
