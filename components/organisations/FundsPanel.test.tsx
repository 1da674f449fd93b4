// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Fund } from '@/lib/api/funds';
import type { OrganisationDetail } from '@/lib/api/organisations';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiWrapper, ok, refusal, startApiServer } from '@/tests/kits/render-with-api';
import { FundsPanel } from './FundsPanel';

const server = startApiServer();

function organisation(myRoles: OrganisationDetail['myRoles']): OrganisationDetail {
  return {
    id: 9,
    name: '王老师课题组',
    kind: 'research_group',
    createdAt: '2026-01-01T00:00:00.000Z',
    myMemberId: 7,
    myRoles,
    members: [
      {
        memberId: 7,
        username: 'wang',
        displayName: '王老师',
        roles: ['owner', 'approver'],
        joinedAt: '2026-01-01T00:00:00.000Z',
        leftAt: null,
        removedBy: null,
      },
      { memberId: 8, username: 'li', displayName: '小李', roles: ['purchaser'], joinedAt: '2026-01-02T00:00:00.000Z', leftAt: null, removedBy: null },
    ],
    formerMembers: [],
    invitations: [],
    rules: { approveEveryOrder: false, approvalAboveCents: null, approveRegulated: false, secondApprovalAboveCents: null, requireFund: false },
  };
}

const fund: Fund = {
  id: 3,
  organisationId: 9,
  code: 'NSFC-22178001',
  name: '国自然面上项目',
  validFrom: '2025-01-01',
  validUntil: '2099-12-31',
  status: 'open',
  chargers: null,
  budgetCents: 5_000_000,
  reservedCents: 64_554,
  spentCents: 100_000,
  availableCents: 4_835_446,
  usableToday: true,
  canCharge: true,
};

const page = (list: Fund[], seesAll: boolean) => ok({ list, total: list.length, page: 1, pageSize: 20, seesAll, requireFund: false });

describe('FundsPanel', () => {
  it('shows the owner every amount and refuses a duplicate number beside its field', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get('*/api/organisation_funds', () => page([fund], true)),
      http.post('*/api/organisation_fund_create', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return refusal(ErrorCode.FUND_INVALID, '经费卡号「NSFC-22178001」已被本组织的另一张卡使用');
      }),
    );
    render(<FundsPanel organisation={organisation(['owner', 'approver'])} />, { wrapper: apiWrapper() });
    const row = await screen.findByTestId('fund');
    expect(row.textContent).toContain('可用 ¥48,354.46');
    expect(row.textContent).toContain('订单占用 ¥645.54');
    expect(row.textContent).toContain('已支出 ¥1,000.00');
    expect(row.textContent).toContain('全部采购人');
    expect(within(row).getByRole('button', { name: '流水' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '新建经费卡' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('经费卡号 / 项目编号'), { target: { value: 'NSFC-22178001' } });
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '重复的卡' } });
    fireEvent.change(within(dialog).getByLabelText('初始额度（元）'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(dialog.textContent).toContain('经费卡号「NSFC-22178001」已被本组织的另一张卡使用'));
    expect(sent).toMatchObject({ organisationId: 9, code: 'NSFC-22178001', name: '重复的卡', budgetCents: 10_000, chargerIds: null });
  });

  it('shows a purchaser only what they may charge, without the owner’s buttons', async () => {
    server.use(http.get('*/api/organisation_funds', () => page([{ ...fund, budgetCents: null, reservedCents: null, spentCents: null }], false)));
    render(<FundsPanel organisation={organisation(['purchaser'])} />, { wrapper: apiWrapper() });
    const row = await screen.findByTestId('fund');
    expect(row.textContent).toContain('可用 ¥48,354.46');
    expect(row.textContent).not.toContain('订单占用');
    expect(screen.getByText('这些是您下单时可以使用的经费卡。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新建经费卡' })).toBeNull();
    expect(screen.queryByRole('button', { name: '流水' })).toBeNull();
  });

  it('says when there is no fund yet', async () => {
    server.use(http.get('*/api/organisation_funds', () => page([], true)));
    render(<FundsPanel organisation={organisation(['owner'])} />, { wrapper: apiWrapper() });
    expect(await screen.findByText(/还没有经费卡/)).toBeTruthy();
  });
});
