import { z } from 'zod';
import { ACCOUNT_TYPES } from '../enums.ts';
import { dataEnvelope, listEnvelope, publicId } from './common.ts';

const counterpart = z.object({
  id: publicId,
  type: z.enum(ACCOUNT_TYPES),
  nickname: z.string(),
  withdrawn: z.boolean(),
});

export const message = z.object({
  id: publicId,
  body: z.string(),
  fromMe: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  /** The service the message is about (a scout links to its entry form); null for a plain message. */
  service: z.object({ id: publicId, title: z.string() }).nullable(),
});
export type Message = z.infer<typeof message>;

/** GET /messages: one row per conversation, newest first. */
export const conversation = z.object({
  counterpart,
  lastMessage: message,
  unreadCount: z.int().min(0),
});
export type Conversation = z.infer<typeof conversation>;
export const conversationsQuery = z.object({
  onlyUnread: z.enum(['true', 'false', '1', '0']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export const conversationsResponse = listEnvelope(conversation);

/** GET /messages/{customerAccountId}: the thread with one account, oldest first; `lastMessageId` = only newer ones. */
export const threadParams = z.object({ customerAccountId: publicId });
export const threadQuery = z.object({ lastMessageId: publicId.optional() });
export const threadResponse = dataEnvelope(
  z.object({
    counterpart,
    messages: z.array(message),
    /** Whether the viewer may write to the counterpart now (the conversation rule, docs/people.md). */
    canWrite: z.boolean(),
  }),
);

/** POST /messages/{customerAccountId} */
export const sendMessageBody = z.object({ body: z.string().trim().min(1).max(2000) });
export const sendMessageResponse = dataEnvelope(message);

/**
 * GET /messages/stream (server-sent events): every new message of the signed-in account's conversations,
 * sent or received, as an event `message` whose data is this object. A client that reconnects catches up
 * with GET /messages/{customerAccountId}?lastMessageId=… (docs/people.md).
 */
export const messageEvent = z.object({ counterpartId: publicId, message });
export type MessageEvent = z.infer<typeof messageEvent>;
