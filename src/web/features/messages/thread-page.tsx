import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { TextAreaField } from '../../ui/form/text-area-field.tsx';
import { PageHeading } from '../../ui/layout/page-heading.tsx';
import { counterpartName } from './counterpart-name.ts';
import { useSendMessage, useThread } from './use-messages.ts';

/** The conversation with one account, and the box to write the next message. */
export function ThreadPage() {
  const t = useT();
  const { customerAccountId = '' } = useParams();
  const thread = useThread(customerAccountId);
  const send = useSendMessage(customerAccountId);
  const [text, setText] = useState('');
  const errors = send.error instanceof ValidationError ? (send.error.errors.body ?? []) : [];
  const name = counterpartName(thread.counterpart, t);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send.mutate(text, { onSuccess: () => setText('') });
  }

  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('messages.with', { name })}</PageHeading>
      <ol className="thread" aria-label={t('messages.history')}>
        {thread.messages.map((message) => (
          <li
            key={message.id}
            className={message.fromMe ? 'thread__message thread__message--mine' : 'thread__message'}
          >
            <span className="visually-hidden">{message.fromMe ? t('messages.me') : name}: </span>
            {message.body}
          </li>
        ))}
      </ol>
      {thread.messages.length === 0 && <p>{t('messages.start')}</p>}
      {!thread.counterpart.withdrawn && (
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
      )}
      <Link to="/messages">{t('messages.back')}</Link>
    </div>
  );
}
