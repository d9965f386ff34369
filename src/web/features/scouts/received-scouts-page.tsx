import { Link, useSearchParams } from 'react-router';
import type { Scout } from '../../../core/contract/scouts.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { MESSAGES_PATH, SERVICES_PATH } from '../../paths.ts';
import { Avatar } from '../../ui/avatar/avatar.tsx';
import { Pager } from '../../ui/pager.tsx';
import { pageParam } from '../../ui/url-page.ts';
import { PlainText } from '../content/plain-text.tsx';
import { NoticeDate } from '../notices/notice-date.tsx';
import { castProfilePath } from '../profiles/profile-paths.ts';
import { useFeatureOn } from '../site/feature-switch.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { useReceivedScouts } from './use-scouts.ts';
import './scouts.css';

const SCOUTS_PATH = '/guest/casts';
const PER_PAGE = 10;

/** The scouts the guest received: who invites them to which service, with what words, and the way in. */
export function ReceivedScoutsPage() {
  const t = useT();
  const site = useSite();
  const [params] = useSearchParams();
  const page = pageParam(params);
  const { data, meta } = useReceivedScouts(page, PER_PAGE);
  const roles = siteMessageParams(site);
  return (
    <>
      <PageHeading>{t('page.guestCasts', roles)}</PageHeading>
      {data.length === 0 ? (
        <div className="callout">
          <p>{t('scouts.empty', roles)}</p>
          <div className="actions">
            <Link to="/guest/account-info">{t('scouts.completeProfile')}</Link>
            <Link to={SERVICES_PATH}>{t('top.findServices')}</Link>
          </div>
        </div>
      ) : (
        <>
          <p className="lead">{t('scouts.lead.received', roles)}</p>
          <ul className="plain-list">
            {data.map((scout) => (
              <ScoutCard key={scout.id} scout={scout} />
            ))}
          </ul>
        </>
      )}
      <Pager
        label={t('scouts.pages')}
        page={page}
        lastPage={meta.lastPage}
        path={SCOUTS_PATH}
        params={params}
      />
    </>
  );
}

function ScoutCard({ scout }: { scout: Scout }) {
  const t = useT();
  const messagesOn = useFeatureOn('message');
  return (
    <li className="card scout-card">
      <h2 className="scout-card__service">
        <Link to={`${SERVICES_PATH}/${scout.service.id}`}>{scout.service.title}</Link>
      </h2>
      <p className="avatar-line">
        <Avatar name={scout.cast.nickname} size="small" />
        <span>
          <Link to={castProfilePath(scout.cast.id)}>{scout.cast.nickname}</Link>{' '}
          <span className="scout-card__date">
            <NoticeDate iso={scout.createdAt} />
          </span>
        </span>
      </p>
      <blockquote className="scout-card__message">
        <PlainText text={scout.message} />
      </blockquote>
      <div className="actions">
        <Link className="button button--primary" to={`${SERVICES_PATH}/${scout.service.id}/entry`}>
          {t('scouts.enter')}
        </Link>
        {messagesOn && (
          <Link className="button button--secondary" to={`${MESSAGES_PATH}/${scout.cast.id}`}>
            {t('scouts.reply', { name: scout.cast.nickname })}
          </Link>
        )}
      </div>
    </li>
  );
}
