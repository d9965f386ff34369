import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP listener on loopback that accepts every mail and keeps none: the server under benchmark
 * is configured with it (SMTP_URL), so mails cost what sending them costs, as the lifecycle goal
 * asks ("with a real SMTP listener configured").
 */
export async function startSmtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
