import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { createOperator, OPERATOR_PASSWORD_MIN } from '../features/admin/auth/create-operator.ts';
import { withConfiguredDatabase } from './with-configured-database.ts';

const USAGE = `Usage: npm run operator:create -- --email EMAIL [--name NAME] [--password-file FILE]

Adds an operator who signs in at /admin/login. Without --password-file the password is asked for
(twice, not shown). The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR
(which must not be in use by a running server).`;

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((done) => {
    const input = process.stdin;
    const rl = createInterface({ input, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (text: string) => {
      if (text.includes(question)) write.call(rl, text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      done(answer);
    });
  });
}

async function readPassword(passwordFile: string | undefined): Promise<string> {
  if (passwordFile) return readFileSync(passwordFile, 'utf8').replace(/\r?\n$/, '');
  if (!process.stdin.isTTY) throw new Error('No terminal to ask for the password: pass --password-file.');
  const first = await askHidden(`Password (at least ${OPERATOR_PASSWORD_MIN} characters): `);
  const second = await askHidden('Password again: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      'password-file': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const { email } = values;
  if (values.help || !email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const password = await readPassword(values['password-file']);
  await withConfiguredDatabase(config, async (db) => {
    await createOperator(db, {
      email,
      name: values.name ?? email.split('@')[0] ?? email,
      password,
    });
    console.log(`Operator ${email} created. Sign in at ${config.appOrigin}/admin/login`);
  });
}

main().catch((error: unknown) => {
  if (error instanceof z.ZodError) {
    for (const issue of error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  } else {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
