import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { download, TINY_PDF, uploadAs } from './fresh-roles';
import { grantSellerLicences } from './goods-helpers';
import { freshPhone, testDb } from './helpers';
import { freshMember, get, post, TEACHER, type FreshMember, ok } from './kit';
import { freshBuyer, freshSeller, listGoods, messagesOf, PLAIN_CAS } from './order-helpers';

/*
 * Issue 32, organisations (decision 0158): who may create one, invitations
 * by username, phone and link, roles, the last owner, leaving and removal
 * keeping the history, and every refusal: another organisation's member gets
 * "not found", a member without the owner role a refusal naming it. Runs on
 * SQLite, and on PostgreSQL with DATABASE_URL (README).
 */

const db = testDb();
afterAll(() => db.destroy());

type Role = 'owner' | 'approver' | 'purchaser' | 'finance';
type Member = { memberId: number; username: string; roles: Role[]; leftAt: string | null; removedBy: string | null };
type Invitation = { id: number; kind: 'member' | 'link'; invitee: string | null; path: string | null; roles: Role[]; uses: number };
type Detail = { id: number; name: string; kind: string; myRoles: Role[]; members: Member[]; formerMembers: Member[]; invitations: Invitation[] };
type ToMe = { id: number; organisationId: number; organisationName: string; roles: Role[]; invitedBy: string; alreadyMember: boolean };

async function createGroup(owner: FreshMember, name = '张老师课题组'): Promise<Detail> {
  return ok(await post<Detail>('organisation_create', owner.token, { name }));
}

const detail = async (member: FreshMember, id: number) => ok(await get<Detail>('organisation', member.token, { id }));
const tokenOf = (invitation: Invitation) => invitation.path!.split('/').pop()!;

describe('creating an organisation', () => {
  it('a teacher makes a research group and owns it with every role; a licence member makes a company', async () => {
    const teacher = await freshMember(db, 'org_t', { buyer: true }, TEACHER);
    const group = await createGroup(teacher, '  有机合成课题组 ');
    expect(group).toMatchObject({ name: '有机合成课题组', kind: 'research_group', myRoles: ['owner', 'approver', 'purchaser', 'finance', 'payer'] });
    expect(group.members.map((m) => m.username)).toEqual([teacher.username]);
    const mine = ok(await get<{ list: { id: number; myRoles: Role[]; memberCount: number }[]; total: number }>('organisations', teacher.token));
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({ id: group.id, memberCount: 1 });

    const company = await freshMember(db, 'org_c', { buyer: true });
    expect((await createGroup(company, '某某研究所')).kind).toBe('company');
  });

  it('refuses a student, a name too short, and no one signed in', async () => {
    const student = await freshMember(db, 'org_st', { buyer: true }, { memberType: 'student' });
    const refused = await post('organisation_create', student.token, { name: '学生组' });
    expect(refused.body.code).toBe(ErrorCode.ORGANISATION_CREATE_NOT_ALLOWED);
    expect(refused.body.msg).toContain('学生账号不能创建组织');
    expect(ok(await get<{ total: number }>('organisations', student.token)).total).toBe(0);

    const teacher = await freshMember(db, 'org_t2', {}, TEACHER);
    const short = await post('organisation_create', teacher.token, { name: '组' });
    expect(short.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(short.body.msg).toContain('至少 2 个字');
    expect(ok(await get<{ total: number }>('organisations', teacher.token)).total).toBe(0);

    expect((await post('organisation_create', undefined, { name: '无人组' })).body.code).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('invitations', () => {
  let pi: FreshMember;
  let student: FreshMember;
  let other: FreshMember;
  let stranger: FreshMember;
  let group: Detail;

  beforeAll(async () => {
    [pi, student, other, stranger] = await Promise.all([
      freshMember(db, 'org_pi', { buyer: true }, TEACHER),
      freshMember(db, 'org_s', { buyer: true }, { memberType: 'student' }),
      freshMember(db, 'org_o', { buyer: true }, { memberType: 'student' }),
      freshMember(db, 'org_x', { buyer: true }, TEACHER),
    ]);
    group = await createGroup(pi, '王老师课题组');
  });

  it('by username: the invitee is told, sees it, and accepts; no one else can answer it', async () => {
    const invitation = ok(await post<Invitation>('organisation_invite', pi.token, { organisationId: group.id, who: student.username, roles: ['purchaser'] }));
    expect(invitation).toMatchObject({ kind: 'member', invitee: student.username, roles: ['purchaser'], path: null });

    const toMe = ok(await get<{ list: ToMe[] }>('organisation_invitations_mine', student.token)).list;
    expect(toMe).toEqual([expect.objectContaining({ id: invitation.id, organisationName: '王老师课题组', roles: ['purchaser'], invitedBy: pi.username })]);
    expect((await messagesOf(student.token)).some((m) => m.kind === 'organisation' && m.title.includes('王老师课题组'))).toBe(true);

    // The invitation is the student's: another member reads "not found", as for one that does not exist.
    const foreign = await post('organisation_invitation_answer', stranger.token, { invitationId: invitation.id, accept: true });
    expect(foreign.body.code).toBe(ErrorCode.ORGANISATION_INVITATION_NOT_FOUND);
    expect((await post('organisation_invitation_answer', stranger.token, { invitationId: 2_000_000_000, accept: true })).body).toMatchObject({
      code: ErrorCode.ORGANISATION_INVITATION_NOT_FOUND,
      msg: foreign.body.msg,
    });

    expect(ok(await post('organisation_invitation_answer', student.token, { invitationId: invitation.id, accept: true }))).toEqual({
      accepted: true,
      organisationId: group.id,
    });
    const seen = await detail(student, group.id);
    expect(seen.myRoles).toEqual(['purchaser']);
    expect(seen.members.map((m) => m.username)).toEqual([pi.username, student.username]);
    // Only owners see the open invitations.
    expect(seen.invitations).toEqual([]);
    // Answered once.
    const again = await post('organisation_invitation_answer', student.token, { invitationId: invitation.id, accept: false });
    expect(again.body).toMatchObject({ code: ErrorCode.ORGANISATION_INVITATION_NOT_FOUND, msg: '该邀请已经处理过了' });
    expect((await messagesOf(pi.token)).some((m) => m.kind === 'organisation' && m.title.includes('接受'))).toBe(true);

    const twice = await post('organisation_invite', pi.token, { organisationId: group.id, who: student.username, roles: ['finance'] });
    expect(twice.body.code).toBe(ErrorCode.ORGANISATION_ALREADY_MEMBER);
  });

  it('by phone number; a declined invitation adds no one; an unknown invitee is named in the refusal', async () => {
    const phone = freshPhone();
    await db.updateTable('members').set({ phone }).where('id', '=', other.id).execute();
    const invitation = ok(await post<Invitation>('organisation_invite', pi.token, { organisationId: group.id, who: phone, roles: ['approver', 'finance'] }));
    expect(invitation.invitee).toBe(other.username);
    const pending = await post('organisation_invite', pi.token, { organisationId: group.id, who: other.username, roles: ['finance'] });
    expect(pending.body).toMatchObject({ code: ErrorCode.ORGANISATION_ALREADY_MEMBER });
    expect(pending.body.msg).toContain('尚未答复');
    expect(ok(await post('organisation_invitation_answer', other.token, { invitationId: invitation.id, accept: false }))).toMatchObject({ accepted: false });
    expect((await get('organisation', other.token, { id: group.id })).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);

    const nobody = await post('organisation_invite', pi.token, { organisationId: group.id, who: 'no_such_member_here', roles: ['purchaser'] });
    expect(nobody.body).toMatchObject({ code: ErrorCode.ORGANISATION_INVITEE_NOT_FOUND });
    expect(nobody.body.msg).toContain('no_such_member_here');
  });

  it('by link: never the owner role; anyone signed in joins once; a revoked link says so', async () => {
    const ownerLink = await post('organisation_invite_link', pi.token, { organisationId: group.id, roles: ['owner'] });
    expect(ownerLink.body.code).toBe(ErrorCode.ORGANISATION_INVALID);
    expect(ownerLink.body.msg).toContain('不能授予负责人');

    const link = ok(await post<Invitation>('organisation_invite_link', pi.token, { organisationId: group.id, roles: ['purchaser'] }));
    expect(link.path).toMatch(/^\/member\/organisations\/join\/[A-Za-z0-9_-]{32}$/);
    const token = tokenOf(link);
    expect(ok(await get<ToMe>('organisation_invite_preview', other.token, { token }))).toMatchObject({
      organisationName: '王老师课题组',
      alreadyMember: false,
    });

    // Two joins at once by the same member: one stay, the other refused.
    const answers = await Promise.all([post('organisation_join', other.token, { token }), post('organisation_join', other.token, { token })]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ErrorCode.ORGANISATION_ALREADY_MEMBER]);
    expect((await detail(pi, group.id)).members.filter((m) => m.username === other.username)).toHaveLength(1);
    expect(ok(await get<ToMe>('organisation_invite_preview', other.token, { token })).alreadyMember).toBe(true);

    const owned = await detail(pi, group.id);
    expect(owned.invitations.find((i) => i.id === link.id)).toMatchObject({ kind: 'link', uses: 1 });
    ok(await post('organisation_invitation_revoke', pi.token, { organisationId: group.id, invitationId: link.id }));
    const revoked = await get('organisation_invite_preview', stranger.token, { token });
    expect(revoked.body).toMatchObject({ code: ErrorCode.ORGANISATION_INVITATION_NOT_FOUND });
    expect(revoked.body.msg).toContain('已被作废');
    expect((await post('organisation_join', stranger.token, { token })).body.code).toBe(ErrorCode.ORGANISATION_INVITATION_NOT_FOUND);
    expect((await get('organisation_invite_preview', stranger.token, { token: 'x'.repeat(32) })).body.msg).toContain('不存在');
  });

  it('refuses a member without the owner role by naming it, and a non-member as if the organisation did not exist', async () => {
    const asPurchaser = await post('organisation_invite', student.token, { organisationId: group.id, who: stranger.username, roles: ['purchaser'] });
    expect(asPurchaser.body).toMatchObject({ code: ErrorCode.ORGANISATION_ROLE_REQUIRED, msg: '该操作需要组织的「负责人」角色' });
    for (const [path, body] of [
      ['organisation_invite_link', { organisationId: group.id, roles: ['purchaser'] }],
      ['organisation_member_roles', { organisationId: group.id, memberId: student.id, roles: ['owner'] }],
      ['organisation_member_remove', { organisationId: group.id, memberId: pi.id }],
      ['organisation_rename', { organisationId: group.id, name: '改名' }],
    ] as const)
      expect((await post(path, student.token, body)).body.code, path).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);

    const missing = await get('organisation', stranger.token, { id: 2_000_000_000 });
    const foreign = await get('organisation', stranger.token, { id: group.id });
    expect(foreign.body).toMatchObject({ code: ErrorCode.ORGANISATION_NOT_FOUND, msg: missing.body.msg, data: null });
    for (const [path, body] of [
      ['organisation_invite', { organisationId: group.id, who: stranger.username, roles: ['purchaser'] }],
      ['organisation_invite_link', { organisationId: group.id, roles: ['purchaser'] }],
      ['organisation_invitation_revoke', { organisationId: group.id, invitationId: 1 }],
      ['organisation_member_roles', { organisationId: group.id, memberId: stranger.id, roles: ['owner'] }],
      ['organisation_member_remove', { organisationId: group.id, memberId: student.id }],
      ['organisation_rename', { organisationId: group.id, name: '改名' }],
      ['organisation_leave', { organisationId: group.id }],
    ] as const)
      expect((await post(path, stranger.token, body)).body.code, path).toBe(ErrorCode.ORGANISATION_NOT_FOUND);
    expect((await detail(pi, group.id)).name).toBe('王老师课题组');
  });
});

describe('roles, leaving and removal', () => {
  it('keeps an owner, keeps the history, and lets a member come back as a new stay', async () => {
    const [pi, postdoc, student] = await Promise.all([
      freshMember(db, 'org_rpi', { buyer: true }, TEACHER),
      freshMember(db, 'org_rpd', { buyer: true }, TEACHER),
      freshMember(db, 'org_rs', { buyer: true }, { memberType: 'student' }),
    ]);
    const group = await createGroup(pi, '李老师课题组');
    const link = ok(await post<Invitation>('organisation_invite_link', pi.token, { organisationId: group.id, roles: ['purchaser'] }));
    for (const m of [postdoc, student]) ok(await post('organisation_join', m.token, { token: tokenOf(link) }));

    // The last owner can neither drop the role nor leave.
    const drop = await post('organisation_member_roles', pi.token, { organisationId: group.id, memberId: pi.id, roles: ['approver'] });
    expect(drop.body).toMatchObject({ code: ErrorCode.ORGANISATION_LAST_OWNER });
    expect((await post('organisation_leave', pi.token, { organisationId: group.id })).body.code).toBe(ErrorCode.ORGANISATION_LAST_OWNER);
    expect((await post('organisation_member_remove', pi.token, { organisationId: group.id, memberId: pi.id })).body.code).toBe(ErrorCode.ORGANISATION_INVALID);

    // Another owner first; then the first may step down, and the postdoc (now owner) manages.
    const promoted = ok(
      await post<Detail>('organisation_member_roles', pi.token, { organisationId: group.id, memberId: postdoc.id, roles: ['approver', 'owner'] }),
    );
    expect(promoted.members.find((m) => m.memberId === postdoc.id)!.roles).toEqual(['owner', 'approver']);
    expect((await messagesOf(postdoc.token)).some((m) => m.kind === 'organisation' && m.title.includes('角色已调整'))).toBe(true);
    ok(await post('organisation_member_roles', pi.token, { organisationId: group.id, memberId: pi.id, roles: ['approver'] }));
    expect((await post('organisation_invite_link', pi.token, { organisationId: group.id, roles: ['purchaser'] })).body.code).toBe(
      ErrorCode.ORGANISATION_ROLE_REQUIRED,
    );

    // Removal: the student no longer sees it; the history names who removed them.
    const after = ok(await post<Detail>('organisation_member_remove', postdoc.token, { organisationId: group.id, memberId: student.id }));
    expect(after.members.map((m) => m.memberId)).not.toContain(student.id);
    expect(after.formerMembers).toEqual([expect.objectContaining({ memberId: student.id, removedBy: postdoc.username, leftAt: expect.any(String) })]);
    expect((await get('organisation', student.token, { id: group.id })).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);
    expect((await messagesOf(student.token)).some((m) => m.kind === 'organisation' && m.title.includes('移出'))).toBe(true);

    // Leaving on one's own: no remover; coming back is a new stay beside the old one.
    ok(await post('organisation_leave', pi.token, { organisationId: group.id }));
    const link2 = ok(await post<Invitation>('organisation_invite_link', postdoc.token, { organisationId: group.id, roles: ['purchaser'] }));
    ok(await post('organisation_join', student.token, { token: tokenOf(link2) }));
    const now = await detail(postdoc, group.id);
    expect(now.members.map((m) => m.memberId).sort()).toEqual([postdoc.id, student.id].sort());
    expect(now.formerMembers.map((m) => [m.memberId, m.removedBy])).toEqual(
      expect.arrayContaining([
        [pi.id, null],
        [student.id, postdoc.username],
      ]),
    );
    const stays = await db
      .selectFrom('organisationMembers')
      .select(['id', 'leftAt'])
      .where('organisationId', '=', group.id)
      .where('memberId', '=', student.id)
      .execute();
    expect(stays).toHaveLength(2);
  });
});

describe('buying for an organisation', () => {
  type OrderView = { orderNo: string; organisation: { id: number; name: string } | null; purchaseOrderNo: string | null; projectNo: string | null };
  type Listed = { orderNo: string; buyer: { username: string }; purchaseOrderNo: string | null; projectNo: string | null; statusLabel: string };

  it('a purchaser orders for it with a purchase-order and project number; the contract and the export carry them; its overseers list the order', async () => {
    const [pi, student, financeOnly, stranger, seller] = await Promise.all([
      freshMember(db, 'org_bpi', { buyer: true }, TEACHER),
      freshBuyer(db, 'org_bs'),
      freshBuyer(db, 'org_bf'),
      freshBuyer(db, 'org_bx'),
      freshSeller(db, 'org_bsel'),
    ]);
    await grantSellerLicences(db, seller.token);
    const goodsId = await listGoods(db, seller.id, PLAIN_CAS);
    const group = await createGroup(pi, '赵老师课题组');
    for (const [m, roles] of [
      [student, ['purchaser']],
      [financeOnly, ['finance']],
    ] as const) {
      const invitation = ok(await post<Invitation>('organisation_invite', pi.token, { organisationId: group.id, who: m.username, roles }));
      ok(await post('organisation_invitation_answer', m.token, { invitationId: invitation.id, accept: true }));
    }

    const cartLine = async (member: FreshMember) => {
      const cart = ok(await post<{ lines: { id: number; goodsId: number }[] }>('cart_add', member.token, { goodsId, quantity: 1 }));
      return cart.lines.find((l) => l.goodsId === goodsId)!.id;
    };
    // Only a purchaser of the organisation may order for it: finance reads a refusal naming the role, a stranger "not found".
    const asFinance = await post('create_order', financeOnly.token, { cartItemIds: [await cartLine(financeOnly)], organisationId: group.id, preview: true });
    expect(asFinance.body).toMatchObject({ code: ErrorCode.ORGANISATION_ROLE_REQUIRED });
    expect(asFinance.body.msg).toContain('采购人');
    const asStranger = await post('create_order', stranger.token, { cartItemIds: [await cartLine(stranger)], organisationId: group.id });
    expect(asStranger.body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);
    const tooLong = await post('create_order', student.token, { cartItemIds: [await cartLine(student)], purchaseOrderNo: 'P'.repeat(41) });
    expect(tooLong.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(tooLong.body.msg).toContain('采购单号最多 40 个字符');

    const created = ok(
      await post<{ orders: OrderView[] }>('create_order', student.token, {
        cartItemIds: [await cartLine(student)],
        organisationId: group.id,
        purchaseOrderNo: ' PO-2026-0042 ',
        projectNo: 'NSFC-22178001',
      }),
    );
    const order = created.orders[0]!;
    expect(order).toMatchObject({ organisation: { id: group.id, name: '赵老师课题组' }, purchaseOrderNo: 'PO-2026-0042', projectNo: 'NSFC-22178001' });
    // A draft is the purchaser's own until submitted.
    expect(ok(await get<{ total: number }>('organisation_orders', pi.token, { organisationId: group.id })).total).toBe(0);
    ok(await post('submit_order', student.token, { orderNo: order.orderNo }));

    const contract = await download(`/api/contract?orderNo=${order.orderNo}`, { token: student.token, signed: true });
    expect(contract.text).toContain('采购信息：采购单位：赵老师课题组；采购单号：PO-2026-0042；项目编号：NSFC-22178001');
    // Once the owner's licence is approved, the contract names what the organisation proved.
    const file = await uploadAs(pi.token, TINY_PDF, '许可证.pdf');
    const licence = ok(
      await post<{ id: number }>('store_certificate', pi.token, {
        scope: 'buyer',
        kind: 'hazardous_business_licence',
        number: '沪(杨)应急危化经字〔2025〕000421',
        holder: '复旦大学化学系',
        validFrom: '2025-01-01',
        validTo: '2030-12-31',
        uploadId: file.data.id,
      }),
    );
    const operator = await freshMember(db, 'org_op', { operator: true });
    ok(await post('admin/certificate_review', operator.token, { id: licence.id, revision: 1, decision: 'approve' }));
    const verified = await download(`/api/contract?orderNo=${order.orderNo}`, { token: student.token, signed: true });
    expect(verified.text).toContain(
      '采购单位：赵老师课题组（已核验：危险化学品经营许可证 复旦大学化学系（沪(杨)应急危化经字〔2025〕000421））；采购单号：PO-2026-0042',
    );
    const sellerView = ok(await get<OrderView>('order_detail', seller.token, { orderNo: order.orderNo }));
    expect(sellerView.purchaseOrderNo).toBe('PO-2026-0042');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await download(`/api/order_export?keyword=${order.orderNo}`, { token: student.token, signed: true })).bytes as unknown as ArrayBuffer,
    );
    const sheet = book.getWorksheet('订单明细')!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header)).value;
    expect([cell('采购单位'), cell('采购单号'), cell('项目编号')]).toEqual(['赵老师课题组', 'PO-2026-0042', 'NSFC-22178001']);

    for (const overseer of [pi, financeOnly]) {
      const listed = ok(await get<{ list: Listed[]; total: number }>('organisation_orders', overseer.token, { organisationId: group.id }));
      expect(listed.total).toBe(1);
      expect(listed.list[0]).toMatchObject({
        orderNo: order.orderNo,
        buyer: { username: student.username },
        purchaseOrderNo: 'PO-2026-0042',
        projectNo: 'NSFC-22178001',
      });
    }
    expect((await get('organisation_orders', student.token, { organisationId: group.id })).body.code).toBe(ErrorCode.ORGANISATION_ROLE_REQUIRED);
    expect((await get('organisation_orders', stranger.token, { organisationId: group.id })).body.code).toBe(ErrorCode.ORGANISATION_NOT_FOUND);
    // The order stays its two parties': an overseer who is neither cannot open it.
    expect((await get('order_detail', financeOnly.token, { orderNo: order.orderNo })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
  });
});
