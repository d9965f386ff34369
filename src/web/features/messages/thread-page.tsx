import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Message } from '../../../core/contract/messages.ts';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TextAreaField } from '../../ui/form/text-area-field.tsx';
import { EntryTime } from '../entries/entry-time.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { roleLabel, siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { counterpartName } from './counterpart-name.ts';
import type { Thread } from './thread-merge.ts';
import { useArrivalAnnouncement } from './use-arrival-announcement.ts';
import { useSendMessage, useThread } from './use-messages.ts';
import './messages.css';

/** The conversation with one account, live (the app's message stream), and the box to write the next. */
export function ThreadPage() {
  const { customerAccountId = '' } = useParams();
  // A new counterpart is a new conversation: nothing carries over (the arrivals, the draft).
  return <Conversation key={customerAccountId} counterpartId={customerAccountId} />;
}

function Conversation({ counterpartId }: { counterpartId: string }) {
  const t = useT();
  const site = useSite();
  const thread = useThread(counterpartId);
  const name = counterpartName(thread.counterpart, t);
  const announcement = useArrivalAnnouncement(thread, name);
  const viewer = thread.counterpart.type === 'cast' ? 'guest' : 'cast';

  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('messages.with', { name })}</PageHeading>
      <p className="thread__counterpart">
        {roleLabel(site, thread.counterpart.type)}{' '}
        {thread.counterpart.withdrawn ? name : <Link to={profilePath(thread.counterpart)}>{name}</Link>}
      </p>
      <ol className="thread" aria-label={t('messages.history')}>
        {thread.messages.map((message) => (
          <li
            key={message.id}
            className={message.fromMe ? 'thread__message thread__message--mine' : 'thread__message'}
          >
            <span className="visually-hidden">{message.fromMe ? t('messages.me') : name}: </span>
            <span className="thread__body">{message.body}</span>
            {message.service && <ServiceLink service={message.service} viewer={viewer} />}
            <EntryTime iso={message.createdAt} />
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {thread.messages.length === 0 && thread.canWrite && <p>{t('messages.start')}</p>}
      {thread.canWrite && !thread.counterpart.withdrawn ? (
        <MessageForm counterpartId={counterpartId} />
      ) : (
        <p className="thread__closed">{t(writeRefusal(thread, viewer), siteMessageParams(site))}</p>
      )}
      <p>
        <Link to="/messages">{t('messages.back')}</Link>
      </p>
    </div>
  );
}

const profilePath = (counterpart: Thread['counterpart']) =>
  counterpart.type === 'cast' ? `/guest/casts/${counterpart.id}` : `/cast/guests/${counterpart.id}`;

/** Why the form is not there: the counterpart left, a cast may not write first, or the account is closed. */
function writeRefusal(thread: Thread, viewer: 'cast' | 'guest') {
  if (thread.counterpart.withdrawn) return 'messages.closedWithdrawn';
  if (viewer === 'cast') return 'messages.castWritesAfter';
  return 'messages.closed';
}

/** A scout's message is about a service: the guest enters from it, the cast sees which one it was. */
function ServiceLink({
  service,
  viewer,
}: {
  service: NonNullable<Message['service']>;
  viewer: 'cast' | 'guest';
}) {
  const t = useT();
  return viewer === 'guest' ? (
    <Link className="thread__service" to={`/guest/services/${service.id}/entry`}>
      {t('messages.enterService', { title: service.title })}
    </Link>
  ) : (
    <Link className="thread__service" to={`/guest/services/${service.id}`}>
      {t('messages.aboutService', { title: service.title })}
    </Link>
  );
}

function MessageForm({ counterpartId }: { counterpartId: string }) {
  const t = useT();
  const send = useSendMessage(counterpartId);
  const [text, setText] = useState('');
  const errors = send.error instanceof ValidationError ? (send.error.errors.body ?? []) : [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send.mutate(text, { onSuccess: () => setText('') });
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextAreaField
        label={t('messages.body')}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        errors={errors}
      />
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {t('messages.send')}
      </button>
    </form>
  );
}
