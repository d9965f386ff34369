import { Link, useLocation, useParams } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { Markdown } from '../../ui/markdown/markdown.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { NoticeDate } from './notice-date.tsx';
import { useNotice } from './notices-query.ts';

/** One notice; its list is the path without the id (/notices, /guest/notices, /cast/notices). */
export function NoticeDetailPage() {
  const t = useT();
  const { noticeId = '' } = useParams();
  const notice = useNotice(noticeId);
  const listPath = useLocation().pathname.replace(/\/[^/]+$/, '');
  return (
    <article className="narrow narrow--wide">
      <PageHeading>{notice.title}</PageHeading>
      <NoticeDate iso={notice.publishedAt} />
      <Markdown source={notice.body} />
      <Link to={listPath}>{t('notices.backToList')}</Link>
    </article>
  );
}
