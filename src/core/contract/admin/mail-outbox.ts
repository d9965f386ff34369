import { z } from 'zod';
import { dataEnvelope } from '../common.ts';

export const mailOutboxStatus = z.enum(['pending', 'sent', 'failed']);
export type MailOutboxStatus = z.infer<typeof mailOutboxStatus>;

/** One mail as the operator sees it: never its body, which may hold a sign-up or reset code. */
export const outboxMail = z.object({
  id: z.string(),
  recipient: z.string(),
  /** With any six-digit code masked. */
  subject: z.string(),
  status: mailOutboxStatus,
  attempts: z.int().min(0),
  nextAttemptAt: z.iso.datetime({ offset: true }),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

/** GET /admin/mail-outbox: how many mails wait or were given up on, and the latest mails. */
export const mailOutboxOverview = z.object({
  pending: z.int().min(0),
  failed: z.int().min(0),
  latest: z.array(outboxMail),
});
export type MailOutboxOverview = z.infer<typeof mailOutboxOverview>;
export const mailOutboxResponse = dataEnvelope(mailOutboxOverview);
