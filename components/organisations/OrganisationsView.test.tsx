// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@/lib/api/member';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiWrapper, ok, refusal, startApiServer } from '@/tests/kits/render-with-api';
import { OrganisationsView } from './OrganisationsView';

const pushed: string[] = [];
vi.mock('next/navigation', () => ({
  usePathname: () => '/member/organisations',
  useRouter: () => ({ push: (path: string) => pushed.push(path), replace() {}, refresh() {}, prefetch() {} }),
}));

const server = startApiServer();

function member(memberType: MemberInfo['memberType']): MemberInfo {
  return {
    id: 7,
    username: 'wang',
    displayName: '王老师',
    memberType,
    roles: { buyer: true, seller: false, operator: false },
    companyName: null,
    phone: null,
    email: null,
    emailVerified: false,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

const none = () => ok({ list: [], total: 0, page: 1, pageSize: 20 });

describe('OrganisationsView', () => {
  it('tells a student why they cannot create one, and shows the invitation they can accept', async () => {
    server.use(
      http.get('*/api/organisations', none),
      http.get('*/api/organisation_invitations_mine', () =>
        ok({
          list: [
            {
              id: 4,
              organisationId: 9,
              organisationName: '王老师课题组',
              kind: 'research_group',
              roles: ['purchaser'],
              invitedBy: 'wang',
              expiresAt: '2026-12-10T00:00:00.000Z',
              alreadyMember: false,
            },
          ],
        }),
      ),
    );
    render(<OrganisationsView member={member('student')} page={1} />, { wrapper: apiWrapper() });
    expect((await screen.findByTestId('student-note')).textContent).toContain('学生账号不能创建组织');
    expect(screen.queryByRole('button', { name: /创\s*建/ })).toBeNull();
    expect((await screen.findByTestId('invitation-to-me')).textContent).toContain('wang 邀请您加入课题组「王老师课题组」');
    expect((await screen.findByTestId('organisations')).textContent).toMatch(/您还不属于任何组织/);
  });

  it('creates a research group and opens it; a refusal stays beside the name', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      http.get('*/api/organisations', none),
      http.get('*/api/organisation_invitations_mine', () => ok({ list: [] })),
      http.post('*/api/organisation_create', async ({ request }) => {
        sent.push(await request.json());
        if (refuse) return refusal(ErrorCode.ORGANISATION_LIMIT, '每个账号最多创建 10 个组织');
        return ok({
          id: 12,
          name: '张老师课题组',
          kind: 'research_group',
          createdAt: '',
          myMemberId: 7,
          myRoles: ['owner'],
          members: [],
          formerMembers: [],
          invitations: [],
          rules: { approveEveryOrder: false, approvalAboveCents: null, approveRegulated: false, secondApprovalAboveCents: null },
        });
      }),
    );
    render(<OrganisationsView member={member('teacher')} page={1} />, { wrapper: apiWrapper() });
    const name = await screen.findByLabelText('新建课题组');
    fireEvent.change(name, { target: { value: '张老师课题组' } });
    fireEvent.click(screen.getByRole('button', { name: /创\s*建/ }));
    expect((await screen.findByText('每个账号最多创建 10 个组织')).textContent).toBe('每个账号最多创建 10 个组织');
    expect((name as HTMLInputElement).value).toBe('张老师课题组');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: /创\s*建/ }));
    await waitFor(() => expect(pushed).toContain('/member/organisations/12'));
    expect(sent).toEqual([expect.objectContaining({ name: '张老师课题组' }), expect.objectContaining({ name: '张老师课题组' })]);
  });
});
