import pino from 'pino';
import { NO_LIMITS } from './app';
import { createTokenVerifier, REFUSE_ALL_TOKENS } from './auth/token-verifier';
import { loadServerConfig, ServerConfigError } from './config';
import { buildServer, listen, systemClock } from './compose';
import { openDatabase } from './database/connect';
import { DataDirError } from './database/data-dir';
import { createAiAnswers } from './ai/tutor-answers';

/** How long requests in flight may take to finish when the server is stopped. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The longest a log line waits before it is written. */
const LOG_FLUSH_MS = 1_000;

/** `npm run server`: the NyayaPath server, configured from the environment. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadServerConfig(process.env);
  } catch (error) {
    if (error instanceof ServerConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Lines are gathered up to 4 kB and written together, at least once a second, instead of one
  // system call per request; whatever is gathered is written before the process exits.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4_096 });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  const logger = pino({ level: config.logLevel, base: { service: 'nyayapath-server' } }, destination);
  if (!config.rateLimits) logger.warn('RATE_LIMITS=off: no per-user or per-address request limits (load tests only).');
  if (!config.auth) logger.warn('Neither SUPABASE_URL nor SUPABASE_JWT_SECRET is set: every signed-in route will answer 401 (for a trial with a stand-in sign-in: npm run trial).');

  // One line saying why, as for a bad variable: another server on DATA_DIR, or a folder it cannot write.
  const database = await openDatabase(config.database).catch((error: unknown) => {
    if (!(error instanceof DataDirError)) throw error;
    destination.flushSync();
    console.error(error.message);
    return process.exit(1);
  });
  const server = await buildServer({
    database,
    migrate: config.migrate,
    verifier: config.auth ? createTokenVerifier(config.auth) : REFUSE_ALL_TOKENS,
    logger,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    ...(config.rateLimits ? {} : { limits: NO_LIMITS }),
    ai: (students) => createAiAnswers({ students, clock: systemClock, llm: config.llm, logger }),
  });
  const listening = await listen(server.app, config.port, config.host);
  logger.info(
    { url: listening.url, database: config.database.kind === 'pglite' ? `pglite:${config.database.dataDir}` : 'postgres', llm: Boolean(config.llm) },
    'NyayaPath server listening',
  );
  destination.flush();

  const stop = async (signal: string) => {
    logger.info({ signal }, 'stopping');
    await listening.close(SHUTDOWN_GRACE_MS);
    await server.statusFeed.stop();
    await database.close();
    destination.flushSync();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

void main();
