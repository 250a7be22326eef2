import pino from 'pino';
import { NO_LIMITS } from './app';
import { createTokenVerifier, REFUSE_ALL_TOKENS } from './auth/token-verifier';
import { loadServerConfig, ServerConfigError } from './config';
import { buildServer, listen, systemClock } from './compose';
import { openDatabase } from './database/connect';
import { createAiAnswers } from './ai/tutor-answers';

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
  // Written asynchronously: under load, lines queued while one write is under way go out together
  // instead of costing a system call per request; what is queued is flushed when the process exits.
  const logger = pino({ level: config.logLevel, base: { service: 'nyayapath-server' } }, pino.destination({ dest: 1, sync: false }));
  if (!config.rateLimits) logger.warn('RATE_LIMITS=off: no per-user or per-address request limits (load tests only).');
  if (!config.auth) logger.warn('Neither SUPABASE_URL nor SUPABASE_JWT_SECRET is set: every signed-in route will answer 401.');

  const database = await openDatabase(config.database);
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

  const stop = async (signal: string) => {
    logger.info({ signal }, 'stopping');
    await listening.close();
    await server.statusFeed.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

void main();
