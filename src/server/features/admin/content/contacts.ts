import type { Kysely, Selectable } from 'kysely';
import type { Operator } from '../../../../core/contract/admin/auth.ts';
import type { ContactMessage, ContactsQuery } from '../../../../core/contract/admin/content.ts';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { ContactMessagesTable, Database } from '../../../db/schema.ts';
import { paginate } from '../../../http/pagination.ts';
import type { AuditLog } from '../audit-log/service.ts';

const toMessage = (row: Selectable<ContactMessagesTable>): ContactMessage => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  company: row.company,
  body: row.body,
  receivedAt: row.created_at.toISOString(),
  handledAt: row.handled_at?.toISOString() ?? null,
});

/** The contact inbox: what the three public contact forms received, each waiting until marked handled. */
export function createContactInbox(deps: { db: Kysely<Database>; clock: Clock; auditLog: AuditLog }) {
  const { db, clock, auditLog } = deps;

  async function listContacts(query: ContactsQuery) {
    let select = db.selectFrom('contact_messages').selectAll();
    if (query.handled) select = select.where('handled_at', query.handled === 'true' ? 'is not' : 'is', null);
    if (query.kind) select = select.where('kind', '=', query.kind);
    const { rows, meta } = await paginate(select.orderBy('created_at', 'desc').orderBy('id'), query);
    return { data: rows.map(toMessage), meta };
  }

  async function getContact(contactId: string) {
    const row = await db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', contactId)
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    return toMessage(row);
  }

  /** Marks a message handled (or waiting again). Marking it as it already is changes nothing and logs nothing. */
  async function markContact(operator: Operator, contactId: string, handled: boolean) {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', contactId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw AppError.notFound();
      const before = toMessage(row);
      if ((row.handled_at !== null) === handled) return before;
      const updated = await trx
        .updateTable('contact_messages')
        .set({ handled_at: handled ? clock.now() : null })
        .where('id', '=', contactId)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toMessage(updated);
      await auditLog.record(trx, operator, {
        action: handled ? 'contact.markHandled' : 'contact.markWaiting',
        targetType: 'contact',
        targetId: contactId,
        before: { handledAt: before.handledAt },
        after: { handledAt: after.handledAt },
      });
      return after;
    });
  }

  return { listContacts, getContact, markContact };
}
