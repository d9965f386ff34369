import { afterEach, vi } from 'vitest';

/**
 * jsdom has no EventSource: this stand-in records what the app opens and lets a test play the server
 * (open, send an event, drop the connection). Installed for one test; removed after it.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = FakeEventSource.CONNECTING;
  readonly withCredentials: boolean;

  constructor(
    readonly url: string,
    init: EventSourceInit = {},
    opened: FakeEventSource[] = [],
  ) {
    super();
    this.withCredentials = init.withCredentials ?? false;
    opened.push(this);
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** An `event: message` whose data is `data` as JSON. */
  send(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }

  /** The connection dropped; the browser is reconnecting. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** Whether the app still holds this connection. */
  get isOpen() {
    return this.readyState !== FakeEventSource.CLOSED;
  }
}

afterEach(() => vi.unstubAllGlobals());

/** Puts the fake in place of EventSource for this test; the list fills as the app opens streams. */
export function installFakeEventSource(): FakeEventSource[] {
  const opened: FakeEventSource[] = [];
  vi.stubGlobal(
    'EventSource',
    class extends FakeEventSource {
      constructor(url: string, init?: EventSourceInit) {
        super(url, init, opened);
      }
    },
  );
  return opened;
}
