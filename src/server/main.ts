import './v8-flags.ts';
import { loadConfig } from './config.ts';
import { exitOnStartupError, printBanner, serve } from './server-process.ts';

/** `npm start`: one server process on PGlite (DATA_DIR) or PostgreSQL (DATABASE_URL). */
async function main() {
  const config = loadConfig();
  const withDemo = process.argv.includes('--seed-demo');
  const served = await serve(config, { prepare: true, withDemo });
  printBanner(config, served, withDemo);
}

main().catch(exitOnStartupError);
