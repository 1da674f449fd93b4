import type { Db } from '@/lib/server/core/db';
import type { ServiceRequestKind } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/contracts/pagination';
import { siteContact } from '@/lib/server/help/contact';
import { runWorkflow } from '@/lib/server/outbox/run';
import { DANGEROUS_GOODS_CLASSES, LOGISTICS_DIRECTIONS, requestNumber, REQUESTS_PER_HOUR } from '@/lib/shared/service-requests';
import * as repo from './repo';
import type { z } from 'zod';
import type { ConsignmentInput, FeedbackInput, LogisticsInput, ServiceRequestSchema } from '@/lib/contracts/service-requests/schema';

export type ServiceRequest = z.infer<typeof ServiceRequestSchema>;

const HOUR_MS = 60 * 60 * 1000;

const KIND_TITLES: Record<ServiceRequestKind, string> = {
  feedback: '使用反馈',
  consignment: '寄售申请',
  logistics: '国际物流询价',
};

type Sender = { clientIp: string; memberId: number | null };
type Input = { kind: 'feedback'; body: FeedbackInput } | { kind: 'consignment'; body: ConsignmentInput } | { kind: 'logistics'; body: LogisticsInput };

async function assertNotFlooding(db: Db, kind: ServiceRequestKind, clientIp: string, now: Date): Promise<void> {
  const { count, oldest } = await repo.requestsFromAddressSince(db, clientIp, kind, new Date(now.getTime() - HOUR_MS).toISOString());
  if (count < REQUESTS_PER_HOUR) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(oldest ?? now).getTime() + HOUR_MS - now.getTime()) / 1000));
  throw new AppError(
    ErrorCode.SERVICE_REQUEST_TOO_FREQUENT,
    `同一网络一小时内最多提交 ${REQUESTS_PER_HOUR} 次${KIND_TITLES[kind]}，请 ${Math.ceil(retryAfterSeconds / 60)} 分钟后再试`,
    { retryAfterSeconds },
  );
}

/** The lines of the acknowledgement that repeat what was asked, so the sender can check it. */
function summaryLines(input: Input): string[] {
  switch (input.kind) {
    case 'feedback':
      return [`反馈类型：${input.body.topic}`, `反馈内容：${input.body.content}`];
    case 'consignment':
      return [
        `寄售单位：${input.body.company}`,
        `产品：${input.body.productName}${input.body.cas ? `（CAS ${input.body.cas}）` : ''}`,
        `数量与包装：${input.body.quantity}`,
        `存货所在地：${input.body.location}`,
      ];
    case 'logistics': {
      const direction = LOGISTICS_DIRECTIONS.find((d) => d.value === input.body.direction)?.label ?? input.body.direction;
      const dangerClass = DANGEROUS_GOODS_CLASSES.find((c) => c.value === input.body.dangerClass)?.label ?? input.body.dangerClass;
      return [
        `方向：${direction}`,
        `线路：${input.body.origin} → ${input.body.destination}`,
        `货物：${input.body.productName}${input.body.cas ? `（CAS ${input.body.cas}）` : ''}${input.body.unNumber ? `，${input.body.unNumber}` : ''}`,
        `危险品类别：${dangerClass}`,
        `MSDS：${input.body.hasMsds ? '已有' : '尚无（我们会告知编制要求）'}`,
      ];
    }
  }
}

function acknowledgement(input: Input, requestNo: string): { subject: string; text: string } {
  const contact = siteContact();
  const title = KIND_TITLES[input.kind];
  const next =
    input.kind === 'feedback'
      ? '我们会逐条阅读反馈；需要答复的，客服会在 2 个工作日内通过邮件或电话联系您。'
      : '业务人员会在 1 个工作日内与您联系，确认细节并给出方案与报价。';
  return {
    subject: `【ChemMart】已收到您的${title}（${requestNo}）`,
    text: [
      `${input.body.contactName}，您好：`,
      '',
      `我们已收到您的${title}，受理编号 ${requestNo}。${next}`,
      '',
      ...summaryLines(input),
      '',
      `如需补充，请回复本邮件或联系客服：${contact.phone}，${contact.email}（${contact.hours}）。`,
      '本邮件由系统发送。',
    ].join('\n'),
  };
}

/**
 * Stores a request and owes its acknowledgement mail in the same
 * transaction; the mail goes out after commit and is retried if the mail
 * server is down (lib/server/workflows), so a stored request is never
 * without its receipt and a failed send never loses the request.
 */
export async function submitServiceRequest(db: Db, input: Input, sender: Sender, now = new Date()) {
  await assertNotFlooding(db, input.kind, sender.clientIp, now);
  // Contact columns are shared by the three kinds; the rest of each form is kept as its details.
  const { contactName, email, phone, ...rest } = input.body;
  const { company = null, ...details } = rest as { company?: string | null } & Record<string, unknown>;
  return runWorkflow(db, `service-request:${input.kind}`, async ({ trx, owe }) => {
    const row = await repo.insertRequest(trx, {
      kind: input.kind,
      memberId: sender.memberId,
      contactName,
      company,
      phone,
      email,
      details: JSON.stringify(details),
      clientIp: sender.clientIp,
      createdAt: now.toISOString(),
    });
    const requestNo = requestNumber(input.kind, row.id, row.createdAt);
    await owe({ topic: 'mail', payload: { to: email, ...acknowledgement(input, requestNo) } });
    return { id: row.id, requestNo, mailedTo: email, createdAt: row.createdAt };
  });
}

/** The requests for the operator, newest first. */
export async function listServiceRequests(db: Db, query: PageQuery & { kind?: ServiceRequestKind }): Promise<Page<ServiceRequest>> {
  const { rows, total } = await repo.listRequests(db, query.kind, offsetOf(query), query.pageSize);
  return {
    list: rows.map((r) => ({ ...r, requestNo: requestNumber(r.kind, r.id, r.createdAt), details: JSON.parse(r.details) as Record<string, unknown> })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
