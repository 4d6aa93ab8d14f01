import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AiMeal } from '@canteen/contract';
import { renderWidget } from '@/components/testing';
import { fakeApi, type FakeApi } from '@/testing/fakeApi';
import zh from '@/i18n/zh/devicesAi';
import ReviewTab from './ReviewTab';

const meal: AiMeal = {
  mealId: 4,
  canteenId: 3,
  canteenName: '北区食堂',
  deviceId: 8,
  deviceName: '识别台1',
  deviceTradeNo: 'T-100',
  recognisedAt: '2025-03-04T04:30:00Z',
  picture: '',
  needsReview: true,
  reviewed: false,
  corrected: false,
  reviewedAt: null,
  reviewedBy: null,
  dishes: [
    { mealDishId: 11, aiDishId: 1, dishNumber: 501, dishName: '红烧牛肉', confidence: 40, lowConfidence: true, source: 'device', removed: false },
    { mealDishId: 12, aiDishId: 2, dishNumber: 502, dishName: '麻婆豆腐', confidence: 95, lowConfidence: false, source: 'device', removed: false },
  ],
};

describe('meal review', () => {
  let next: AiMeal | null;
  let api: FakeApi;
  beforeEach(() => {
    next = meal;
    api = fakeApi({
      'devicesAi.mealReview': () => next,
      'devicesAi.dishAll': () => [{ aiDishId: 1, canteenId: 3, dishName: '红烧牛肉', dishNumber: 501 }],
      'devicesAi.reviewOne': () => {
        next = null;
        return { corrected: false };
      },
    });
  });

  it('shows the meal with its doubtful dish and confirms the dishes kept', async () => {
    renderWidget(
      <MemoryRouter>
        <ReviewTab />
      </MemoryRouter>,
      zh,
    );
    expect(await screen.findByText('T-100')).toBeTruthy();
    const row = screen.getByText('红烧牛肉').closest('tr') as HTMLElement;
    expect(within(row).getByText('40%')).toBeTruthy();
    expect(screen.getByText('麻婆豆腐')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /确认并审核/ }));
    await waitFor(() => expect(api.calls('devicesAi.reviewOne')).toEqual([{ mealId: 4, aiDishIds: [1, 2] }]));
    expect(await screen.findByText('没有待审核的餐次')).toBeTruthy();
  });

  it('says so when no meal waits', async () => {
    next = null;
    renderWidget(<ReviewTab />, zh);
    expect(await screen.findByText('没有待审核的餐次')).toBeTruthy();
  });
});
