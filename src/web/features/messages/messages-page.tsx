import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { Pager } from '../../ui/pager.tsx';
import { pageParam } from '../../ui/url-page.ts';
import { NoticeDate } from '../notices/notice-date.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { counterpartName } from './counterpart-name.ts';
import { useConversations } from './use-messages.ts';

/** My conversations, newest first, with what is unread. */
export function MessagesPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const onlyUnread = params.get('onlyUnread') === 'true';
  const page = pageParam(params);
  const { data, meta } = useConversations(page, onlyUnread);
  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('page.messages')}</PageHeading>
      <label className="choice">
        <input
          type="checkbox"
          checked={onlyUnread}
          onChange={(event) => setParams(event.target.checked ? { onlyUnread: 'true' } : {})}
        />
        {t('messages.onlyUnread')}
      </label>
      {data.length === 0 ? (
        <p>{t('messages.none')}</p>
      ) : (
        <ul className="plain-list">
          {data.map((conversation) => (
            <li key={conversation.counterpart.id} className="card">
              <h2>
                <Link to={`/messages/${conversation.counterpart.id}`}>
                  {counterpartName(conversation.counterpart, t)}
                </Link>
                {conversation.unreadCount > 0 && (
                  <span className="badge">{t('messages.unread', { count: conversation.unreadCount })}</span>
                )}
              </h2>
              <p>{conversation.lastMessage.body}</p>
              <NoticeDate iso={conversation.lastMessage.createdAt} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        label={t('messages.pages')}
        page={page}
        lastPage={meta.lastPage}
        path="/messages"
        params={params}
        labels={{ previous: t('messages.newer'), next: t('messages.older') }}
      />
    </div>
  );
}
