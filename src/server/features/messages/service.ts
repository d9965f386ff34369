import { type Kysely, sql } from 'kysely';
import type { Conversation, Message } from '../../../core/contract/messages.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { AccountRow, Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type MailTemplate, sendTemplateMail } from '../../mail/send-template-mail.ts';
import type { SiteService } from '../site/service.ts';
import type { MessageBus } from './message-bus.ts';

/** A question about a cast and a guest that the entries feature answers (matched; any entry at all). */
export type PairQuery = (castId: string, guestId: string) => Promise<boolean>;

export interface MessageRow {
  id: string;
  body: string;
  sender_id: string;
  created_at: Date;
  read_at: Date | null;
  service_id: string | null;
  service_title: string | null;
}

const toMessage = (row: MessageRow, viewerId: string): Message => ({
  id: row.id,
  body: row.body,
  fromMe: row.sender_id === viewerId,
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
  service: row.service_id === null ? null : { id: row.service_id, title: row.service_title ?? '' },
});

/** The cast and the guest of a conversation, whichever of the two writes. */
const pair = (a: AccountRow, b: AccountRow) =>
  a.type === 'cast' ? { cast_id: a.id, guest_id: b.id } : { cast_id: b.id, guest_id: a.id };

/** Messages with the title of the service each is about (a scout's). */
const messagesWithService = (db: Kysely<Database>) =>
  db
    .selectFrom('messages as m')
    .leftJoin('services as s', 's.id', 'm.service_id')
    .select([
      'm.id',
      'm.body',
      'm.sender_id',
      'm.created_at',
      'm.read_at',
      'm.service_id',
      's.title as service_title',
    ]);

/**
 * Stores a message in the pair's conversation, opening it or moving it to the top of both lists, in the
 * caller's transaction. The caller announces it after the commit (`MessagesService.announce`).
 */
export async function storeMessage(
  trx: Kysely<Database>,
  message: {
    sender: AccountRow;
    recipient: AccountRow;
    body: string;
    /** The service the message is about (a scout's), or null. */
    service: { id: string; title: string } | null;
    at: Date;
  },
): Promise<MessageRow> {
  const group = await trx
    .insertInto('message_groups')
    .values({ id: newPublicId(), ...pair(message.sender, message.recipient), last_message_at: message.at })
    .onConflict((oc) => oc.columns(['cast_id', 'guest_id']).doUpdateSet({ last_message_at: message.at }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('messages')
    .values({
      id: newPublicId(),
      group_id: group.id,
      sender_id: message.sender.id,
      body: message.body,
      created_at: message.at,
      service_id: message.service?.id ?? null,
    })
    .returning(['id', 'body', 'sender_id', 'created_at', 'read_at', 'service_id'])
    .executeTakeFirstOrThrow();
  return { ...row, service_title: message.service?.title ?? null };
}

/**
 * Messages between a cast and a guest: one conversation per pair. Who may write is the conversation rule
 * (docs/people.md): a guest to any active cast; a cast to a guest once they have an entry between them
 * or a conversation (the cast's scout, the guest's first message). The recipient is e-mailed as their
 * notification setting says: always, only once matched with the sender, or never.
 */
export function createMessagesService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  site: SiteService;
  appOrigin: string;
  isMatched: PairQuery;
  hasEntry: PairQuery;
  bus: MessageBus;
  log: (error: unknown) => void;
}) {
  const { db, clock } = deps;

  /** The other party: an account of the other role. Anyone else (or nobody) is not found. */
  async function counterpartOf(viewer: AccountRow, counterpartId: string, options: { activeOnly: boolean }) {
    const row = await db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', counterpartId)
      .executeTakeFirst();
    if (!row || row.type === viewer.type || (options.activeOnly && row.status !== 'active'))
      throw AppError.notFound();
    return row;
  }

  const summary = (account: AccountRow) => ({
    id: account.id,
    type: account.type,
    nickname: account.nickname,
    withdrawn: account.status === 'withdrawn',
  });

  async function conversationOf(a: AccountRow, b: AccountRow) {
    const { cast_id, guest_id } = pair(a, b);
    return db
      .selectFrom('message_groups')
      .select('id')
      .where('cast_id', '=', cast_id)
      .where('guest_id', '=', guest_id)
      .executeTakeFirst();
  }

  /** The conversation rule; `hasConversation` when the caller has looked the conversation up already. */
  async function mayWrite(writer: AccountRow, counterpart: AccountRow, hasConversation?: boolean) {
    if (counterpart.status !== 'active') return false;
    if (writer.type === 'guest') return true;
    if (hasConversation ?? Boolean(await conversationOf(writer, counterpart))) return true;
    return deps.hasEntry(writer.id, counterpart.id);
  }

  async function send(sender: AccountRow, counterpartId: string, body: string): Promise<Message> {
    const recipient = await counterpartOf(sender, counterpartId, { activeOnly: true });
    if (!(await mayWrite(sender, recipient))) {
      const site = await deps.site.getSite();
      throw new AppError('forbidden', 'messages.castMayNotWriteFirst', { guest: site.guestName });
    }
    const row = await db
      .transaction()
      .execute((trx) => storeMessage(trx, { sender, recipient, body, service: null, at: clock.now() }));
    await announce(sender, recipient, row);
    return toMessage(row, sender.id);
  }

  /**
   * After a stored message commits: both parties' open streams receive it, and the recipient is
   * e-mailed as their setting says (`mail` names another template than the plain new message, with its
   * own parameters).
   */
  async function announce(
    sender: AccountRow,
    recipient: AccountRow,
    row: MessageRow,
    mail: { template: MailTemplate; params: Record<string, string> } = { template: 'newMessage', params: {} },
  ) {
    deps.bus.publish(sender.id, { counterpartId: recipient.id, message: toMessage(row, sender.id) });
    deps.bus.publish(recipient.id, { counterpartId: sender.id, message: toMessage(row, recipient.id) });
    await notify(sender, recipient, mail);
  }

  /** The message is kept whatever happens to the mail; a failed notification is only logged. */
  async function notify(
    sender: AccountRow,
    recipient: AccountRow,
    mail: { template: MailTemplate; params: Record<string, string> },
  ) {
    try {
      const timing = recipient.notification_timing;
      if (timing === 'never') return;
      if (timing === 'after_matching') {
        const { cast_id, guest_id } = pair(sender, recipient);
        if (!(await deps.isMatched(cast_id, guest_id))) return;
      }
      const site = await deps.site.getSite();
      await sendTemplateMail(deps.mailer, {
        to: recipient.email,
        locale: recipient.locale,
        site,
        template: mail.template,
        params: {
          ...mail.params,
          sender: sender.nickname,
          url: `${deps.appOrigin}/messages/${sender.id}`,
        },
      });
    } catch (error) {
      deps.log(error);
    }
  }

  /**
   * The thread with one account, oldest first (after `lastMessageId` when given); marks it read, and says
   * whether the viewer may write now.
   */
  async function thread(viewer: AccountRow, counterpartId: string, lastMessageId?: string) {
    const counterpart = await counterpartOf(viewer, counterpartId, { activeOnly: false });
    const group = await conversationOf(viewer, counterpart);
    const canWrite = await mayWrite(viewer, counterpart, Boolean(group));
    if (!group) return { counterpart: summary(counterpart), messages: [], canWrite };
    let query = messagesWithService(db).where('m.group_id', '=', group.id).orderBy('m.seq');
    if (lastMessageId) {
      query = query.where('m.seq', '>', (eb) =>
        eb
          .selectFrom('messages')
          .select('seq')
          .where('id', '=', lastMessageId)
          .where('group_id', '=', group.id),
      );
    }
    const rows = await query.limit(500).execute();
    await db
      .updateTable('messages')
      .set({ read_at: clock.now() })
      .where('group_id', '=', group.id)
      .where('sender_id', '<>', viewer.id)
      .where('read_at', 'is', null)
      .execute();
    return {
      counterpart: summary(counterpart),
      messages: rows.map((row) => toMessage(row, viewer.id)),
      canWrite,
    };
  }

  async function conversations(
    viewer: AccountRow,
    options: { onlyUnread: boolean; page: number; perPage: number },
  ) {
    const mine = viewer.type === 'cast' ? 'cast_id' : 'guest_id';
    const theirs = viewer.type === 'cast' ? 'guest_id' : 'cast_id';
    let query = db
      .selectFrom('message_groups as g')
      .innerJoin('accounts as other', 'other.id', `g.${theirs}`)
      .where(`g.${mine}`, '=', viewer.id)
      .select((eb) => [
        'g.id as groupId',
        'g.last_message_at',
        eb
          .selectFrom('messages')
          .select((m) => m.fn.countAll<number>().as('n'))
          .whereRef('messages.group_id', '=', 'g.id')
          .where('messages.sender_id', '<>', viewer.id)
          .where('messages.read_at', 'is', null)
          .as('unread'),
      ])
      .selectAll('other')
      .orderBy('g.last_message_at', 'desc')
      .orderBy('g.id');
    if (options.onlyUnread) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('messages')
            .select(sql.lit(1).as('one'))
            .whereRef('messages.group_id', '=', 'g.id')
            .where('messages.sender_id', '<>', viewer.id)
            .where('messages.read_at', 'is', null),
        ),
      );
    }
    const total = Number(
      (
        await query
          .clearSelect()
          .clearOrderBy()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirst()
      )?.total ?? 0,
    );
    const rows = await query
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute();
    const groupIds = rows.map((r) => r.groupId);
    const lastMessages =
      groupIds.length === 0
        ? []
        : await messagesWithService(db)
            .distinctOn('m.group_id')
            .select('m.group_id')
            .where('m.group_id', 'in', groupIds)
            .orderBy('m.group_id')
            .orderBy('m.seq', 'desc')
            .execute();
    const lastByGroup = new Map(lastMessages.map((m) => [m.group_id, m]));
    const data: Conversation[] = rows.flatMap((row) => {
      const last = lastByGroup.get(row.groupId);
      if (!last) return [];
      return [
        {
          counterpart: summary(row as unknown as AccountRow),
          lastMessage: toMessage(last, viewer.id),
          unreadCount: Number(row.unread ?? 0),
        },
      ];
    });
    return {
      data,
      meta: {
        currentPage: options.page,
        lastPage: Math.max(1, Math.ceil(total / options.perPage)),
        perPage: options.perPage,
        total,
      },
    };
  }

  return { send, announce, thread, conversations };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
