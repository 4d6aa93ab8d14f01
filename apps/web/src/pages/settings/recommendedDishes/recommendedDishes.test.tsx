import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from '@/components/testing';
import zhSettings from '@/i18n/zh/settings';
import RecommendedDishesPage from '.';

vi.mock('@/api', () => ({ call: vi.fn(async () => ({ records: [{ id: 1, dishId: 42, sort: 1, enabled: true }], total: 1, page: 1, limit: 20 })), download: vi.fn(), upload: vi.fn() }));

describe('recommended dishes page', () => {
  it('says dishes are not yet available and lists the stored dish numbers', async () => {
    renderWidget(<RecommendedDishesPage />, zhSettings);
    expect(screen.getByText(/菜品暂不可选/)).toBeTruthy();
    expect(await screen.findByText('42')).toBeTruthy();
  });
});
