import type { Kysely } from 'kysely';
import type { MailOutboxOverview } from '../../../../core/contract/admin/mail-outbox.ts';
import type { Database } from '../../../db/schema.ts';
import { outboxDepth } from '../../../mail/outbox-depth.ts';

const LATEST = 50;

/** Hides sign-up and reset codes from the operator's screen. */
export function maskCodes(text: string): string {
  return text.replace(/\b\d{6}\b/g, '••••••');
}

/** The outbox as the operator sees it: counts, and the latest mails without their bodies. */
export async function mailOutboxOverview(db: Kysely<Database>): Promise<MailOutboxOverview> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'recipient',
      'subject',
      'status',
      'attempts',
      'next_attempt_at',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LATEST)
    .execute();
  return {
    ...(await outboxDepth(db)),
    latest: rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      subject: maskCodes(row.subject),
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at.toISOString(),
      lastError: row.last_error === null ? null : maskCodes(row.last_error),
      createdAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
    })),
  };
}
