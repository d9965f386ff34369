import { type Kysely, sql } from 'kysely';
import type { Conversation, Message } from '../../../core/contract/messages.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { AccountRow, Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendTemplateMail } from '../../mail/send-template-mail.ts';
import type { SiteService } from '../site/service.ts';
import type { MessageBus } from './message-bus.ts';

/** Whether a cast and a guest have an entry that reached matching (the entries feature answers). */
export type MatchedPair = (castId: string, guestId: string) => Promise<boolean>;

interface MessageRow {
  id: string;
  body: string;
  sender_id: string;
  created_at: Date;
  read_at: Date | null;
}

const toMessage = (row: MessageRow, viewerId: string): Message => ({
  id: row.id,
  body: row.body,
  fromMe: row.sender_id === viewerId,
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
  service: null,
});

/**
 * Messages between a cast and a guest: one conversation per pair. The recipient is e-mailed as their
 * notification setting says: always, only once matched with the sender, or never.
 */
export function createMessagesService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  site: SiteService;
  appOrigin: string;
  isMatched: MatchedPair;
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

  const pair = (a: AccountRow, b: AccountRow) =>
    a.type === 'cast' ? { cast_id: a.id, guest_id: b.id } : { cast_id: b.id, guest_id: a.id };

  const summary = (account: AccountRow) => ({
    id: account.id,
    type: account.type,
    nickname: account.nickname,
    withdrawn: account.status === 'withdrawn',
  });

  async function send(sender: AccountRow, counterpartId: string, body: string): Promise<Message> {
    const recipient = await counterpartOf(sender, counterpartId, { activeOnly: true });
    const now = clock.now();
    const row = await db.transaction().execute(async (trx) => {
      const group = await trx
        .insertInto('message_groups')
        .values({ id: newPublicId(), ...pair(sender, recipient), last_message_at: now })
        .onConflict((oc) => oc.columns(['cast_id', 'guest_id']).doUpdateSet({ last_message_at: now }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return trx
        .insertInto('messages')
        .values({ id: newPublicId(), group_id: group.id, sender_id: sender.id, body, created_at: now })
        .returning(['id', 'body', 'sender_id', 'created_at', 'read_at'])
        .executeTakeFirstOrThrow();
    });
    deps.bus.publish(sender.id, { counterpartId: recipient.id, message: toMessage(row, sender.id) });
    deps.bus.publish(recipient.id, { counterpartId: sender.id, message: toMessage(row, recipient.id) });
    await notify(sender, recipient);
    return toMessage(row, sender.id);
  }

  /** The message is kept whatever happens to the mail; a failed notification is only logged. */
  async function notify(sender: AccountRow, recipient: AccountRow) {
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
        locale: 'ja',
        siteName: site.name,
        template: 'newMessage',
        params: { sender: sender.nickname, url: `${deps.appOrigin}/messages/${sender.id}` },
      });
    } catch (error) {
      deps.log(error);
    }
  }

  /** The thread with one account, oldest first (after `lastMessageId` when given); marks it read. */
  async function thread(viewer: AccountRow, counterpartId: string, lastMessageId?: string) {
    const counterpart = await counterpartOf(viewer, counterpartId, { activeOnly: false });
    const { cast_id, guest_id } = pair(viewer, counterpart);
    const group = await db
      .selectFrom('message_groups')
      .select('id')
      .where('cast_id', '=', cast_id)
      .where('guest_id', '=', guest_id)
      .executeTakeFirst();
    if (!group) return { counterpart: summary(counterpart), messages: [], canWrite: true };
    let query = db
      .selectFrom('messages')
      .select(['id', 'body', 'sender_id', 'created_at', 'read_at'])
      .where('group_id', '=', group.id)
      .orderBy('seq');
    if (lastMessageId) {
      query = query.where('seq', '>', (eb) =>
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
      canWrite: true,
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
        : await db
            .selectFrom('messages')
            .distinctOn('group_id')
            .select(['group_id', 'id', 'body', 'sender_id', 'created_at', 'read_at'])
            .where('group_id', 'in', groupIds)
            .orderBy('group_id')
            .orderBy('seq', 'desc')
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

  return { send, thread, conversations };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
