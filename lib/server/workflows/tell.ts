import { notify, type Note } from '@/lib/server/notifications/service';
import type { WorkflowContext } from '@/lib/server/outbox/run';
import { recordWebhookEvent, type WebhookEventInput } from '@/lib/server/webhooks/events';

/** A member told something, and the same news owed to their (and their organisation's) webhook endpoints (decision 0163). */
export type TellNote = Note & { webhook?: Omit<WebhookEventInput, 'memberId'> };

/**
 * Tells members inside a workflow: the in-app message and mail
 * (notifications), and for a note that carries one, the webhook event — all
 * in the workflow's transaction, sent after it commits.
 */
export async function tell(ctx: WorkflowContext, notes: TellNote[]): Promise<void> {
  await notify(
    ctx,
    notes.map(({ webhook: _webhook, ...note }) => note),
  );
  for (const note of notes) if (note.webhook) await recordWebhookEvent(ctx.trx, { ...note.webhook, memberId: note.memberId });
}
