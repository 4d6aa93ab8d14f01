import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrgNode, Visitor } from '@canteen/contract';
import { dialogWith, renderWidget, spaced } from '@/components/testing';
import { fakeApi, page } from '@/testing/fakeApi';
import zh from '@/i18n/zh/persons';
import VisitorsPage from '.';

const tree: OrgNode[] = [{ orgId: 1, parentId: null, orgName: '访客区', orgCode: '', sort: 0, children: [] }];
const visitor = (custId: number, custName: string, cardNo: string | null, expired = false): Visitor => ({
  custId,
  visitorCustId: custId,
  custName,
  custNum: `V${custId}`,
  orgId: 1,
  orgName: '访客区',
  psnTypeId: null,
  psnTypeName: null,
  jobId: null,
  jobName: null,
  gradeId: null,
  gradeName: null,
  placeId: null,
  placeName: null,
  phone: '',
  sex: 0,
  idCardNo: '',
  birthday: null,
  photoUrl: '',
  faceId: null,
  kind: 'visitor',
  state: 'normal',
  validUntil: '2030-01-01T08:00:00+08:00',
  remark: '',
  createdAt: '2025-01-01T00:00:00Z',
  cancelledAt: null,
  visitReason: '审计',
  visitHost: '李女士',
  accId: custId + 100,
  cardNo,
  cardState: cardNo ? 'active' : 'none',
  expired,
});
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** A server whose visitors' cards follow the calls. */
function server() {
  const rows = [visitor(1, '王访客', null), visitor(2, '赵访客', 'C002', true)];
  const card = (visitorCustId: number, change: Partial<Visitor>) => {
    Object.assign(rows.find((r) => r.visitorCustId === visitorCustId)!, change);
    return null;
  };
  return fakeApi({
    'people.orgTree': () => tree,
    'customers.visitorPage': () => page(rows),
    'customers.visitorSendCard': ({ visitorCustId, cardNo }) => {
      card(visitorCustId, { cardNo, cardState: 'active' });
      return { accId: visitorCustId + 100, cardNo };
    },
    'customers.visitorLossCard': ({ visitorCustId }) => card(visitorCustId, { cardState: 'lost' }),
    'customers.visitorReleaseCard': ({ visitorCustId }) => card(visitorCustId, { cardNo: null, cardState: 'none' }),
  });
}

describe('visitors page', () => {
  it('lists visitors with their card and validity; issues a card; reports a card lost', async () => {
    const api = server();
    renderWidget(<VisitorsPage />, zh);
    expect(await screen.findByText('王访客')).toBeTruthy();
    expect(within(rowOf('王访客')).getByText('未发卡')).toBeTruthy();
    expect(within(rowOf('赵访客')).getByText('已过期')).toBeTruthy();
    expect(within(rowOf('赵访客')).getByText('李女士')).toBeTruthy();

    await userEvent.click(within(rowOf('王访客')).getByRole('button', { name: /发\s?卡/ }));
    const dialog = dialogWith('卡号');
    await userEvent.type(within(dialog).getByLabelText('卡号'), 'C001');
    await userEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('customers.visitorSendCard')).toEqual([{ visitorCustId: 1, cardNo: 'C001' }]));
    expect(await within(rowOf('王访客')).findByText('C001')).toBeTruthy();

    await userEvent.click(within(rowOf('赵访客')).getByRole('button', { name: spaced('挂失') }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('customers.visitorLossCard')).toEqual([{ visitorCustId: 2 }]));
    expect(await within(rowOf('赵访客')).findByText('挂失')).toBeTruthy();
  });

  it('takes a card back and reloads the list', async () => {
    const api = server();
    renderWidget(<VisitorsPage />, zh);
    await screen.findByText('王访客');
    await userEvent.click(within(rowOf('赵访客')).getByRole('button', { name: /退\s?卡/ }));
    await userEvent.click(await screen.findByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(api.calls('customers.visitorReleaseCard')).toEqual([{ visitorCustId: 2 }]));
    // The list read again shows the visitor without a card.
    expect(await within(rowOf('赵访客')).findByText('未发卡')).toBeTruthy();
  });
});
