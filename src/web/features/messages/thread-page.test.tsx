import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../../core/contract/messages.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { installFakeEventSource } from '../../testing/fake-event-source.ts';
import { castMe, guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const LOADED = { timeout: 5000 };
const messagesOn = siteInfo({ features: [{ value: 'message' }] });

const cast = { id: 'cast01', type: 'cast' as const, nickname: '山田 花子', withdrawn: false };
const guest = { id: 'guest01', type: 'guest' as const, nickname: '佐藤 太郎', withdrawn: false };

function message(id: string, body: string, fromMe: boolean, extra: Partial<Message> = {}): Message {
  return { id, body, fromMe, createdAt: '2026-11-22T01:00:00.000Z', readAt: null, service: null, ...extra };
}

/** A server holding one conversation: the thread answers only what follows `lastMessageId`. */
function conversationServer(options: { viewer: 'cast' | 'guest'; messages: Message[]; canWrite?: boolean }) {
  const counterpart = options.viewer === 'guest' ? cast : guest;
  const stored = [...options.messages];
  const api = createFakeApi({
    'GET /site': json(200, { data: messagesOn }),
    'GET /me': json(200, { data: options.viewer === 'guest' ? guestMe() : castMe() }),
    'GET /messages': json(200, { data: [], meta: { currentPage: 1, lastPage: 1, perPage: 1, total: 0 } }),
    [`GET /messages/${counterpart.id}`]: ({ query }) => {
      const after = stored.findIndex((m) => m.id === query.get('lastMessageId'));
      return json(200, {
        data: { counterpart, messages: stored.slice(after + 1), canWrite: options.canWrite ?? true },
      });
    },
  });
  return { api, stored, counterpart };
}

const thread = () => within(screen.getByRole('list', { name: 'これまでのメッセージ' }));
const bodies = () =>
  thread()
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.thread__body')?.textContent);

describe('thread page', () => {
  it('shows messages as they arrive, each once, and catches up after the stream was down', async () => {
    const streams = installFakeEventSource();
    const server = conversationServer({ viewer: 'guest', messages: [message('m1', 'こんにちは', true)] });
    renderApp('/messages/cast01', server.api.fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: '山田 花子さんとのメッセージ' }, LOADED),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '山田 花子' }).getAttribute('href')).toBe('/guest/casts/cast01');

    const [stream] = streams;
    expect(stream?.url).toBe('/api/messages/stream');
    expect(stream?.withCredentials).toBe(true);
    act(() => stream?.open());

    const reply = message('m2', 'はい、空いています。', false);
    server.stored.push(reply);
    act(() => stream?.send({ counterpartId: 'cast01', message: reply }));
    act(() => stream?.send({ counterpartId: 'cast01', message: reply }));
    await waitFor(() => expect(bodies()).toEqual(['こんにちは', 'はい、空いています。']));
    // The open thread reads what arrives: the app asks for what follows the last message it has.
    await waitFor(() =>
      expect(
        server.api.calls.some(
          (call) => call.path === '/messages/cast01' && call.query.get('lastMessageId') === 'm1',
        ),
      ).toBe(true),
    );
    expect(screen.getByText('山田 花子さんから新しいメッセージ: はい、空いています。')).toBeTruthy();

    // Down for a while: two messages are sent meanwhile; one also reaches the reopened stream.
    act(() => stream?.drop());
    const missed = [message('m3', '10時でどうですか？', false), message('m4', 'ご検討ください。', false)];
    server.stored.push(...missed);
    act(() => stream?.open());
    act(() => stream?.send({ counterpartId: 'cast01', message: missed[1] }));
    await waitFor(() =>
      expect(bodies()).toEqual([
        'こんにちは',
        'はい、空いています。',
        '10時でどうですか？',
        'ご検討ください。',
      ]),
    );
    expect(
      server.api.calls.some(
        (call) => call.path === '/messages/cast01' && call.query.get('lastMessageId') === 'm2',
      ),
    ).toBe(true);
    expect(streams).toHaveLength(1);
  });

  it('links a scout to the entry form of its service for the guest', async () => {
    installFakeEventSource();
    const scout = message('m1', 'ぜひご検討ください。', false, {
      service: { id: 'svc01', title: '英会話レッスン' },
    });
    const server = conversationServer({ viewer: 'guest', messages: [scout] });
    renderApp('/messages/cast01', server.api.fetch);
    const link = await screen.findByRole('link', { name: '「英会話レッスン」に申し込む' }, LOADED);
    expect(link.getAttribute('href')).toBe('/guest/services/svc01/entry');
  });

  it('tells a cast why they cannot write yet, in the site’s role names, instead of the form', async () => {
    installFakeEventSource();
    const server = conversationServer({ viewer: 'cast', messages: [], canWrite: false });
    renderApp('/messages/guest01', server.api.fetch);
    expect(
      await screen.findByText(
        '先生からメッセージを送れるのは、生徒からの申し込みかメッセージがあったとき、またはスカウトしたあとです。',
        {},
        LOADED,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'メッセージ' })).toBeNull();
    expect(screen.queryByRole('button', { name: '送信' })).toBeNull();
    expect(screen.getByRole('link', { name: '佐藤 太郎' }).getAttribute('href')).toBe('/cast/guests/guest01');
  });
});
