import type { z } from 'zod';
import { getMemberInfo } from '@/lib/server/account/service';
import { nowIso, type Db } from '@/lib/server/core/db';
import { offsetOf } from '@/lib/contracts/pagination';
import type { WorkflowContext } from '@/lib/server/outbox/run';
import * as repo from './repo';
import type { MESSAGE_KINDS, MessagePageSchema, MessagesQuery, MessagesReadBody } from '@/lib/contracts/notifications/schema';

export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type Note = { memberId: number; kind: MessageKind; title: string; body: string; link: string | null };

/**
 * Tells members something inside a workflow: an in-app message written in
 * the workflow's transaction, and a mail owed to the member's email (sent
 * after commit) when they have one. The text is the caller's: callers never
 * put another seller's price in it.
 */
export async function notify(ctx: WorkflowContext, notes: Note[]): Promise<void> {
  const createdAt = nowIso();
  await repo.insertMessages(
    ctx.trx,
    notes.map((n) => ({ memberId: n.memberId, kind: n.kind, title: n.title, body: n.body, link: n.link, readAt: null, createdAt })),
  );
  for (const note of notes) {
    const member = await getMemberInfo(ctx.trx, note.memberId);
    if (!member.email) continue;
    const link = note.link ? `\n\n查看：${note.link}` : '';
    await ctx.owe({
      topic: 'mail',
      payload: { to: member.email, subject: `【ChemMart】${note.title}`, text: `${member.displayName}，您好：\n\n${note.body}${link}\n\nChemMart 化学品商城` },
    });
  }
}

export async function listMessages(db: Db, memberId: number, query: z.output<typeof MessagesQuery>): Promise<z.input<typeof MessagePageSchema>> {
  const { rows, total, unread } = await repo.messagePage(db, memberId, query.unreadOnly, query.pageSize, offsetOf(query));
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind as MessageKind,
      title: r.title,
      body: r.body,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    unread,
  };
}

export async function markMessagesRead(db: Db, memberId: number, body: z.output<typeof MessagesReadBody>): Promise<{ unread: number }> {
  await repo.markRead(db, memberId, body.all ? 'all' : (body.ids ?? []), nowIso());
  return { unread: await repo.unreadCount(db, memberId) };
}

export function unreadMessages(db: Db, memberId: number): Promise<number> {
  return repo.unreadCount(db, memberId);
}
