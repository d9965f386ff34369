import { Link, useSearchParams } from 'react-router';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { Pager } from '../../ui/pager.tsx';
import { pageParam } from '../../ui/url-page.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { NoticeDate } from './notice-date.tsx';
import { type NoticeAudienceList, useNotices } from './notices-query.ts';

function NoticesPage({
  audience,
  base,
  titleKey,
}: {
  audience: NoticeAudienceList;
  base: string;
  titleKey: MessageKey;
}) {
  const t = useT();
  const site = useSite();
  const [params] = useSearchParams();
  const page = pageParam(params);
  const { data, meta } = useNotices(audience, page);
  return (
    <>
      <PageHeading>{t(titleKey, siteMessageParams(site))}</PageHeading>
      {data.length === 0 ? (
        <p>{t('notices.empty')}</p>
      ) : (
        <ul className="plain-list">
          {data.map((notice) => (
            <li key={notice.id} className="card">
              <NoticeDate iso={notice.publishedAt} />
              <h2>
                <Link to={`${base}/${notice.id}`}>{notice.title}</Link>
              </h2>
            </li>
          ))}
        </ul>
      )}
      <Pager
        label={t('notices.pages')}
        page={page}
        lastPage={meta.lastPage}
        path={base}
        params={params}
        labels={{ previous: t('notices.newer'), next: t('notices.older') }}
      />
    </>
  );
}

export const PublicNoticesPage = () => (
  <NoticesPage audience="guest" base="/notices" titleKey="page.notices" />
);
export const GuestNoticesPage = () => (
  <NoticesPage audience="guest" base="/guest/notices" titleKey="page.guestNotices" />
);
export const CastNoticesPage = () => (
  <NoticesPage audience="cast" base="/cast/notices" titleKey="page.castNotices" />
);
