import { Readable } from 'node:stream';
import { isTransientError, type NodemailerError } from 'nodemailer/lib/errors';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection, { type SMTPConnectionOptions } from 'nodemailer/lib/smtp-connection';

/** nodemailer's pool defaults, which an SMTP_URL may change (`?maxConnections=…&maxMessages=…`). */
const MAX_CONNECTIONS = 5;
const MAX_MESSAGES = 100;
/** A server that does not answer QUIT is hung up on after this long, so close() ends in bounded time. */
const QUIT_WAIT_MS = 2000;

export interface SmtpEnvelope {
  from: string;
  to: string[];
}

export interface SmtpPool {
  /** Hands a finished message to the server; rejects unless the server accepted it for every recipient. */
  send(envelope: SmtpEnvelope, message: Buffer): Promise<void>;
  /** Rejects the messages still waiting for a connection and quits every connection. */
  close(): Promise<void>;
}

interface Job {
  envelope: SmtpEnvelope;
  message: Buffer;
  /** Once set, a dead kept connection is not a reason to try again. */
  retried: boolean;
  resolve(): void;
  reject(error: unknown): void;
}

interface PooledConnection {
  connection: SMTPConnection;
  state: 'connecting' | 'idle' | 'sending' | 'quitting' | 'ended';
  sent: number;
  ended: Promise<void>;
  /** The first error the connection reported: what a failed connect rejects with. */
  failure?: NodemailerError;
  /** Settles the message under way; set while sending. */
  settle?: (error?: NodemailerError) => void;
}

/**
 * SMTP over up to maxConnections kept-open connections, each sending one message at a time, built
 * directly on nodemailer's protocol client: its transport runs every message, even a raw one,
 * through its composer and plugins, a few per cent of the server's CPU under load. The URL is read
 * as nodemailer reads it (smtps:// is TLS from the start, user:pass logs in, query options).
 * A connection that fails or that the server closes is dropped and another opened for the next
 * message; one that has sent maxMessages is quit and replaced, so a long-lived one is recycled.
 */
export function createSmtpPool(url: string): SmtpPool {
  const { auth, forceAuth, maxConnections, maxMessages, ...options } = parseConnectionUrl(url);
  const connectionLimit = Number(maxConnections) || MAX_CONNECTIONS;
  const messageLimit = Number(maxMessages) || MAX_MESSAGES;
  const connectionOptions = { ...options, logger: false } as SMTPConnectionOptions;

  const waiting: Job[] = [];
  const idle: PooledConnection[] = [];
  /** Connections connecting, idle or sending: what counts against the limit. */
  const live = new Set<PooledConnection>();
  /** Every connection not yet ended, quitting ones too: what close() waits for. */
  const open = new Set<PooledConnection>();
  let connecting = 0;
  let closed = false;

  function dispatch() {
    while (waiting.length > 0 && idle.length > 0) send(idle.pop()!, waiting.shift()!);
    while (!closed && connecting < waiting.length && live.size < connectionLimit) connect();
  }

  function connect() {
    const connection = new SMTPConnection(connectionOptions);
    // Every failure (connect, greeting, login, send, a server hanging up) ends in 'end'.
    const end = new Promise((resolve) => connection.once('end', resolve));
    const pooled: PooledConnection = {
      connection,
      state: 'connecting',
      sent: 0,
      // A turn after 'end', so that a send's own callback, which may come just after it, settles the send.
      ended: end.then(() => ended(pooled)),
    };
    connecting += 1;
    live.add(pooled);
    open.add(pooled);
    connection.on('error', (error: NodemailerError) => {
      pooled.failure ??= error;
    });
    connection.connect((error) => {
      if (error || pooled.state !== 'connecting') return;
      if (!auth || !(connection.allowsAuth || forceAuth)) return connected(pooled);
      connection.login(auth, (loginError) => {
        if (!loginError) return connected(pooled);
        pooled.failure ??= loginError;
        connection.close();
      });
    });
  }

  function connected(pooled: PooledConnection) {
    connecting -= 1;
    release(pooled);
  }

  function ended(pooled: PooledConnection) {
    const was = pooled.state;
    pooled.state = 'ended';
    live.delete(pooled);
    open.delete(pooled);
    const at = idle.indexOf(pooled);
    if (at >= 0) idle.splice(at, 1);
    if (was === 'connecting') {
      connecting -= 1;
      // A server that cannot be reached fails the messages one connection attempt each.
      waiting.shift()?.reject(pooled.failure ?? new Error('the SMTP connection closed before it was ready'));
    }
    // The send's own callback has settled it by now, except when the client dropped it unanswered.
    if (was === 'sending') pooled.settle?.(pooled.failure ?? new Error('the SMTP connection closed'));
    dispatch();
  }

  function send(pooled: PooledConnection, job: Job) {
    pooled.state = 'sending';
    const reused = pooled.sent > 0;
    // A stream rather than the buffer, to tell afterwards whether the server got any of the message.
    const message = Readable.from([job.message]);
    pooled.settle = (error) => {
      pooled.settle = undefined;
      pooled.sent += 1;
      if (!error) {
        job.resolve();
        return release(pooled);
      }
      // Dropped even after a refusal that left it sound: a new connection is simpler than a reset, and rare.
      pooled.connection.close();
      // A kept connection the server had hung up on before the message started is not the message's
      // failure: it goes out once more on another connection.
      if (reused && isTransientError(error) && !message.readableDidRead && !job.retried && !closed) {
        job.retried = true;
        waiting.unshift(job);
      } else {
        job.reject(error);
      }
    };
    // A copy: the client writes its bookkeeping (the refusals among it) into the envelope it is given.
    pooled.connection.send({ ...job.envelope }, message, (error, info) => {
      const refused = info?.rejected.length
        ? new Error(`the server refused ${info.rejected.join(', ')}`)
        : undefined;
      pooled.settle?.(error ?? refused);
    });
  }

  /** A connection free again: it takes the next message, or is quit when closing or worn out. */
  function release(pooled: PooledConnection) {
    if (pooled.state === 'ended') return;
    if (closed || pooled.sent >= messageLimit) return quit(pooled);
    pooled.state = 'idle';
    idle.push(pooled);
    dispatch();
  }

  function quit(pooled: PooledConnection) {
    pooled.state = 'quitting';
    live.delete(pooled);
    pooled.connection.quit();
    const hangUp = setTimeout(() => pooled.connection.close(), QUIT_WAIT_MS);
    hangUp.unref();
    void pooled.ended.then(() => clearTimeout(hangUp));
    dispatch();
  }

  return {
    send(envelope, message) {
      if (closed) return Promise.reject(new Error('the SMTP pool is closed'));
      return new Promise<void>((resolve, reject) => {
        waiting.push({ envelope, message, retried: false, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0))
        job.reject(new Error('the SMTP pool closed before the message was sent'));
      for (const pooled of idle.splice(0)) quit(pooled);
      // Connections still connecting or sending quit as soon as they are free (release).
      await Promise.all([...open].map((pooled) => pooled.ended));
    },
  };
}
