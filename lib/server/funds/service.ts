import type { z } from 'zod';
import { memberLabels } from '@/lib/server/account/service';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import { isUniqueViolation } from '@/lib/server/core/db/errors';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { currentMembers, everMemberIds, requireOrganisationRoles } from '@/lib/server/organisations/access';
import { accountLabel } from '@/lib/shared/member-types';
import { requiresFund } from '@/lib/server/organisations/approvals';
import { chinaToday } from '@/lib/shared/china-day';
import { offsetOf } from '@/lib/contracts/pagination';
import { ORGANISATION_ROLES, type OrganisationRole } from '@/lib/contracts/organisations/schema';
import {
  FUND_LEDGER_KIND_LABELS,
  type CreateFundInput,
  type FundBudgetInput,
  type FundLedgerPageSchema,
  type FundLedgerQuery,
  type FundPageSchema,
  type FundSchema,
  type FundsQuery,
  type FundStatusInput,
  type UpdateFundInput,
} from '@/lib/contracts/funds/schema';
import { availableOf, move } from './ledger';
import { fundNotFound, whyNotUsable } from './order-funds';
import * as repo from './repo';

/*
 * Funds of an organisation (经费卡; decision 0159). Owners create and change
 * them and their budgets; owners, approvers and finance see every fund and
 * its ledger; a purchaser sees the funds they may charge. A fund of another
 * organisation, or of one the caller left, answers 7672 like a missing one.
 */

type Fund = z.input<typeof FundSchema>;
const OVERSEERS: OrganisationRole[] = ['owner', 'approver', 'finance'];
const MAX_FUNDS = 200;

const invalid = (field: string, message: string) => new AppError(ErrorCode.FUND_INVALID, message, { fields: [{ field, message }] });

/** The fund and the caller's roles in its organisation, when they hold one of `roles`; otherwise 7672 or 7663. */
async function fundFor(db: Db, fundId: number, memberId: number, roles: OrganisationRole[]) {
  const fund = await repo.fundById(db, fundId);
  if (!fund) throw fundNotFound();
  try {
    return { fund, roles: await requireOrganisationRoles(db, fund.organisationId, memberId, roles) };
  } catch (e) {
    if (e instanceof AppError && e.code === ErrorCode.ORGANISATION_NOT_FOUND) throw fundNotFound();
    throw e;
  }
}

const { chargersOf } = repo;

async function present(db: Db, funds: repo.FundRow[], memberId: number, roles: OrganisationRole[]): Promise<Fund[]> {
  const labels = await memberLabels(
    db,
    funds.flatMap((f) => chargersOf(f) ?? []),
  );
  const today = chinaToday();
  const seesAmounts = OVERSEERS.some((r) => roles.includes(r));
  return funds.map((f) => {
    const chargers = chargersOf(f);
    return {
      id: f.id,
      organisationId: f.organisationId,
      code: f.code,
      name: f.name,
      validFrom: f.validFrom,
      validUntil: f.validUntil,
      status: f.status,
      chargers:
        chargers === null
          ? null
          : chargers.map((id) => ({ memberId: id, username: labels.get(id)?.username ?? '', displayName: labels.get(id)?.displayName ?? '' })),
      budgetCents: seesAmounts ? Number(f.budgetCents) : null,
      reservedCents: seesAmounts ? Number(f.reservedCents) : null,
      spentCents: seesAmounts ? Number(f.spentCents) : null,
      availableCents: availableOf(f),
      usableToday: f.status === 'open' && f.validFrom <= today && today <= f.validUntil,
      canCharge: roles.includes('purchaser') && whyNotUsable(f, memberId, today) === null,
    };
  });
}

async function presentOne(db: Db, fundId: number, memberId: number): Promise<Fund> {
  const { fund, roles } = await fundFor(db, fundId, memberId, [...ORGANISATION_ROLES]);
  return (await present(db, [fund], memberId, roles))[0]!;
}

/** Every named charger is a current member of the organisation holding the purchaser role. */
async function checkChargers(db: Db, organisationId: number, chargerIds: number[] | null): Promise<string | null> {
  if (chargerIds === null) return null;
  const ids = [...new Set(chargerIds)];
  if (ids.length === 0) throw invalid('chargerIds', '请至少指定一位可用人，或选择「全部采购人」');
  const purchasers = new Set((await currentMembers(db, organisationId)).filter((m) => m.roles.includes('purchaser')).map((m) => m.memberId));
  if (ids.some((id) => !purchasers.has(id))) throw invalid('chargerIds', '可用人须是组织现有的采购人');
  return JSON.stringify(ids.sort((a, b) => a - b));
}

export async function fundsOfOrganisation(db: Db, memberId: number, query: z.output<typeof FundsQuery>): Promise<z.input<typeof FundPageSchema>> {
  const roles = await requireOrganisationRoles(db, query.organisationId, memberId, [...ORGANISATION_ROLES]);
  const seesAll = OVERSEERS.some((r) => roles.includes(r));
  const requireFund = await requiresFund(db, query.organisationId);
  if (seesAll && !query.chargeable) {
    const { rows, total } = await repo.fundsOf(db, query.organisationId, offsetOf(query), query.pageSize);
    return { list: await present(db, rows, memberId, roles), total, page: query.page, pageSize: query.pageSize, seesAll, requireFund };
  }
  // The funds the caller may charge today (a purchaser's list, and the checkout's), on one list: an organisation keeps at most 200.
  const mine = (await present(db, await repo.allFundsOf(db, query.organisationId), memberId, roles)).filter((f) => f.canCharge);
  const start = offsetOf(query);
  return { list: mine.slice(start, start + query.pageSize), total: mine.length, page: query.page, pageSize: query.pageSize, seesAll, requireFund };
}

export async function createFund(db: Db, memberId: number, input: z.output<typeof CreateFundInput>): Promise<Fund> {
  await requireOrganisationRoles(db, input.organisationId, memberId, ['owner']);
  const chargersJson = await checkChargers(db, input.organisationId, input.chargerIds);
  if ((await repo.allFundsOf(db, input.organisationId)).length >= MAX_FUNDS) throw invalid('code', `一个组织最多 ${MAX_FUNDS} 张经费卡（含已停用的）`);
  const at = nowIso();
  const id = await inTransaction(db, async (trx) => {
    let fundId: number;
    try {
      fundId = await repo.insertFund(trx, {
        organisationId: input.organisationId,
        code: input.code,
        name: input.name,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        chargersJson,
        status: 'open',
        createdBy: memberId,
        createdAt: at,
        updatedAt: at,
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw invalid('code', `经费卡号「${input.code}」已被本组织的另一张卡使用`);
      throw e;
    }
    if (input.budgetCents > 0)
      await move(trx, fundId, { kind: 'allocate', amountCents: input.budgetCents, idempotencyKey: 'opening', actorId: memberId, note: '新建经费卡，初始额度' });
    return fundId;
  });
  return presentOne(db, id, memberId);
}

export async function updateFund(db: Db, memberId: number, input: z.output<typeof UpdateFundInput>): Promise<Fund> {
  const { fund } = await fundFor(db, input.fundId, memberId, ['owner']);
  const chargersJson = await checkChargers(db, fund.organisationId, input.chargerIds);
  await repo.updateFund(db, fund.id, { name: input.name, validFrom: input.validFrom, validUntil: input.validUntil, chargersJson, updatedAt: nowIso() });
  return presentOne(db, fund.id, memberId);
}

export async function adjustBudget(db: Db, memberId: number, input: z.output<typeof FundBudgetInput>): Promise<Fund> {
  const { fund } = await fundFor(db, input.fundId, memberId, ['owner']);
  await move(db, fund.id, {
    kind: input.deltaCents > 0 ? 'allocate' : 'reduce',
    amountCents: Math.abs(input.deltaCents),
    idempotencyKey: `budget-${input.idempotencyKey}`,
    actorId: memberId,
    note: input.note,
  });
  return presentOne(db, fund.id, memberId);
}

export async function setFundStatus(db: Db, memberId: number, input: z.output<typeof FundStatusInput>): Promise<Fund> {
  const { fund } = await fundFor(db, input.fundId, memberId, ['owner']);
  const at = nowIso();
  if (input.open) await repo.updateFund(db, fund.id, { status: 'open', updatedAt: at });
  else if (!(await repo.closeIfUnreserved(db, fund.id, at))) throw invalid('fundId', '还有待付款的订单占用这张卡的额度：这些订单付款或取消后才能停用');
  return presentOne(db, fund.id, memberId);
}

export async function fundLedger(db: Db, memberId: number, query: z.output<typeof FundLedgerQuery>): Promise<z.input<typeof FundLedgerPageSchema>> {
  const { fund, roles } = await fundFor(db, query.fundId, memberId, OVERSEERS);
  const { rows, total } = await repo.entriesOf(db, fund.id, offsetOf(query), query.pageSize);
  const actors = await actorLabels(
    db,
    fund.organisationId,
    rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])),
  );
  return {
    fund: (await present(db, [fund], memberId, roles))[0]!,
    list: rows.map((r) => {
      const actor = r.actorId === null ? undefined : actors.get(r.actorId);
      return {
        id: r.id,
        kind: r.kind,
        kindLabel: FUND_LEDGER_KIND_LABELS[r.kind],
        budgetDeltaCents: Number(r.budgetDeltaCents),
        reservedDeltaCents: Number(r.reservedDeltaCents),
        spentDeltaCents: Number(r.spentDeltaCents),
        budgetAfterCents: Number(r.budgetAfterCents),
        reservedAfterCents: Number(r.reservedAfterCents),
        spentAfterCents: Number(r.spentAfterCents),
        availableAfterCents: Number(r.budgetAfterCents) - Number(r.reservedAfterCents) - Number(r.spentAfterCents),
        orderNo: r.orderNo,
        actor: r.actorId === null ? '系统' : (actor ?? OUTSIDE_ACTOR),
        note: r.note,
        createdAt: r.createdAt,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Who moved a fund, as its organisation may read it: a member (current or former) by name; a seller or an operator is not named. */
export const OUTSIDE_ACTOR = '卖家或平台';

export async function actorLabels(db: Db, organisationId: number, ids: number[]): Promise<Map<number, string>> {
  const insiders = new Set(await everMemberIds(db, organisationId));
  const labels = await memberLabels(
    db,
    ids.filter((id) => insiders.has(id)),
  );
  return new Map([...labels].map(([id, l]) => [id, accountLabel(l.displayName, l.username)]));
}
