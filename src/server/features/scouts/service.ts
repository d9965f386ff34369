import type { Kysely } from 'kysely';
import type { PaginationMeta } from '../../../core/contract/common.ts';
import {
  SCOUT_DAILY_LIMIT,
  SCOUT_REPEAT_DAYS,
  type Scout,
  type ScoutBody,
} from '../../../core/contract/scouts.ts';
import { AppError } from '../../app-error.ts';
import { type Clock, siteToday, startOfSiteDay } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { AccountRow, Database } from '../../db/schema.ts';
import { paginate } from '../../http/pagination.ts';
import { serverTranslator } from '../../i18n/index.ts';
import { type MessagesService, storeMessage } from '../messages/service.ts';
import type { NoticesService } from '../notices/service.ts';
import type { Catalogue } from '../services/catalogue.ts';
import type { SiteService } from '../site/service.ts';

const DAY_MS = 86_400_000;

interface ScoutRow {
  id: string;
  cast_id: string;
  cast_nickname: string;
  guest_id: string;
  guest_nickname: string;
  service_id: string;
  service_title: string;
  message: string;
  created_at: Date;
}

const toScout = (row: ScoutRow): Scout => ({
  id: row.id,
  cast: { id: row.cast_id, nickname: row.cast_nickname },
  guest: { id: row.guest_id, nickname: row.guest_nickname },
  service: { id: row.service_id, title: row.service_title },
  message: row.message,
  createdAt: row.created_at.toISOString(),
});

/**
 * Scouting (docs/people.md): a cast invites a guest to enter one of the cast's published services with
 * a message. The scout is a message about the service in their conversation, a notice to the guest and
 * an e-mail by the guest's notification setting. Limits against spam: SCOUT_DAILY_LIMIT a site day per
 * cast (429), one per guest and service in SCOUT_REPEAT_DAYS days (409).
 */
export function createScouts(deps: {
  db: Kysely<Database>;
  clock: Clock;
  site: SiteService;
  catalogue: Catalogue;
  notices: NoticesService;
  messages: MessagesService;
}) {
  const { db, clock } = deps;
  // Customers keep no language; the site's default (Japanese) is theirs, as for other notices.
  const t = serverTranslator('ja');

  async function send(cast: AccountRow, guestId: string, body: ScoutBody): Promise<Scout> {
    const guest = await db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', guestId)
      .where('type', '=', 'guest')
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!guest) throw AppError.notFound();
    const service = await db
      .selectFrom('services')
      .select(['id', 'title'])
      .where('id', '=', body.serviceId)
      .where('cast_id', '=', cast.id)
      .executeTakeFirst();
    if (!service || !(await deps.catalogue.isVisible(service.id)))
      throw AppError.validation({ serviceId: [{ key: 'scouts.serviceNotOffered' }] });
    const site = await deps.site.getSite();

    const now = clock.now();
    const { id, message } = await db.transaction().execute(async (trx) => {
      // One scout of a cast at a time, so the limits below count every earlier one, however many
      // arrive together.
      await trx.selectFrom('accounts').select('id').where('id', '=', cast.id).forUpdate().execute();
      const repeated = await trx
        .selectFrom('scouts')
        .select('id')
        .where('cast_id', '=', cast.id)
        .where('guest_id', '=', guest.id)
        .where('service_id', '=', service.id)
        .where('created_at', '>', new Date(now.getTime() - SCOUT_REPEAT_DAYS * DAY_MS))
        .executeTakeFirst();
      if (repeated)
        throw AppError.conflict('scouts.alreadyScouted', { guest: site.guestName, days: SCOUT_REPEAT_DAYS });
      const today = await trx
        .selectFrom('scouts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('cast_id', '=', cast.id)
        .where('created_at', '>=', startOfSiteDay(siteToday(clock)))
        .executeTakeFirstOrThrow();
      if (Number(today.n) >= SCOUT_DAILY_LIMIT)
        throw new AppError('too_many_requests', 'scouts.dailyLimit', { limit: SCOUT_DAILY_LIMIT });

      const message = await storeMessage(trx, {
        sender: cast,
        recipient: guest,
        body: body.message,
        service,
        at: now,
      });
      const id = newPublicId();
      await trx
        .insertInto('scouts')
        .values({
          id,
          cast_id: cast.id,
          guest_id: guest.id,
          service_id: service.id,
          message_id: message.id,
          created_at: now,
        })
        .execute();
      const params = { cast: cast.nickname, service: service.title };
      await deps.notices.notifyAccount(trx, {
        accountId: guest.id,
        title: t('scouts.notice.title', params),
        body: t('scouts.notice.body', params),
      });
      return { id, message };
    });
    await deps.messages.announce(cast, guest, message, {
      template: 'scoutReceived',
      params: { service: service.title },
    });
    return toScout({
      id,
      cast_id: cast.id,
      cast_nickname: cast.nickname,
      guest_id: guest.id,
      guest_nickname: guest.nickname,
      service_id: service.id,
      service_title: service.title,
      message: body.message,
      created_at: now,
    });
  }

  /** The scouts a guest received, newest first. */
  async function received(guestId: string, page: { page: number; perPage: number }) {
    const query = db
      .selectFrom('scouts as sc')
      .innerJoin('accounts as c', 'c.id', 'sc.cast_id')
      .innerJoin('accounts as g', 'g.id', 'sc.guest_id')
      .innerJoin('services as s', 's.id', 'sc.service_id')
      .innerJoin('messages as m', 'm.id', 'sc.message_id')
      .where('sc.guest_id', '=', guestId)
      .select([
        'sc.id',
        'sc.cast_id',
        'c.nickname as cast_nickname',
        'sc.guest_id',
        'g.nickname as guest_nickname',
        'sc.service_id',
        's.title as service_title',
        'm.body as message',
        'sc.created_at',
      ])
      .orderBy('sc.created_at', 'desc')
      .orderBy('sc.id');
    const { rows, meta }: { rows: ScoutRow[]; meta: PaginationMeta } = await paginate(query, page);
    return { data: rows.map(toScout), meta };
  }

  return { send, received };
}
export type Scouts = ReturnType<typeof createScouts>;
