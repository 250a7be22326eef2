/**
 * `npm run trial`: the hosted stack on one machine, FOR TRIALS ONLY.
 *
 * Runs the NyayaPath server as shipped (dist-server/main.js on a fresh PGlite folder), the
 * production build of the app pointed at it, and an in-memory stand-in for Supabase (the one the
 * end-to-end tests use: addresses confirmed at sign-up, tokens signed with a throwaway JWT secret).
 * An operator account is created for /admin and its password printed. Every account lives in memory
 * and is gone when the trial stops; the stand-in sends no e-mail and checks nothing a real
 * project would. Never expose a trial to the internet or put students' data in it: a real
 * deployment uses a Supabase project (see the README).
 *
 * TRIAL_PORT sets the app's port (default 4173); the server and the stand-in take free ports.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, preview, runnerImport } from 'vite';
import { freePort } from './free-port.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const OUT_DIR = 'dist-trial';
const DATA_DIR = 'data/trial';
const START_TIMEOUT_MS = 60_000;
export const TRIAL_OPERATOR_EMAIL = 'operator@trial.nyayapath.in';

/**
 * Builds and starts the three parts; resolves once all of them answer.
 * @param {{ appPort?: number, log?: (line: string) => void }} [options]
 */
export async function startTrial({ appPort = 4173, log = () => {} } = {}) {
  const jwtSecret = randomBytes(32).toString('hex');
  const operatorPassword = randomBytes(9).toString('base64url');
  const appUrl = `http://${HOST}:${appPort}`;
  const stopping = [];
  const stop = async () => {
    for (const close of stopping.splice(0).reverse()) await close();
  };
  try {
    log('Building the server...');
    await build({ root: ROOT, configFile: `${ROOT}server/vite.config.ts`, logLevel: 'warn' });

    const { module: standInModule } = await runnerImport(`${ROOT}tests/e2e/supabase-stand-in.ts`, { root: ROOT, configFile: false, logLevel: 'warn' });
    const supabase = await standInModule.startSupabaseStandIn(jwtSecret, { confirmAtSignUp: true, allowedOrigins: appUrl });
    stopping.push(() => supabase.close());
    supabase.fake.createUser({ email: TRIAL_OPERATOR_EMAIL, password: operatorPassword, confirmed: true, appMetadata: { role: 'operator' } });

    const serverPort = await freePort();
    const serverUrl = `http://${HOST}:${serverPort}`;
    rmSync(`${ROOT}${DATA_DIR}`, { recursive: true, force: true });
    const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(serverPort),
        HOST,
        DATA_DIR,
        DATABASE_URL: '',
        SUPABASE_URL: supabase.url,
        SUPABASE_JWT_SECRET: jwtSecret,
        CORS_ORIGINS: appUrl,
        LOG_LEVEL: 'warn',
      },
    });
    stopping.push(() => stopChild(server));
    await waitFor(`${serverUrl}/health`, server);

    log('Building the app for the trial server...');
    const env = { VITE_SUPABASE_URL: supabase.url, VITE_SUPABASE_ANON_KEY: supabase.anonKey, VITE_BACKEND_URL: serverUrl, VITE_API_HOST: serverUrl };
    const app = await withEnv({ NODE_ENV: 'production', ...env }, async () => {
      await build({ root: ROOT, mode: 'production', logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
      return preview({ root: ROOT, mode: 'production', logLevel: 'warn', build: { outDir: OUT_DIR }, preview: { host: HOST, port: appPort, strictPort: true } });
    });
    stopping.push(() => app.close());

    return { appUrl, serverUrl, supabaseUrl: supabase.url, operator: { email: TRIAL_OPERATOR_EMAIL, password: operatorPassword }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs `work` with these environment variables (the app's build reads VITE_... from there), then restores them. */
async function withEnv(variables, work) {
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  Object.assign(process.env, variables);
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}


async function waitFor(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The trial server stopped with code ${child.exitCode}.`);
    const answered = await fetch(url).then((response) => response.ok, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s.`);
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function main() {
  const appPort = Number(process.env.TRIAL_PORT || 4173);
  const trial = await startTrial({ appPort, log: (line) => console.log(line) });
  console.log(`
NyayaPath trial: FOR TRIALS ONLY. Sign-in is an in-memory stand-in for Supabase: accounts vanish
when this stops and nothing here is safe to expose beyond this machine.

  App       ${trial.appUrl}   (sign up as a student; no e-mail is sent)
  Operator  ${trial.appUrl}/admin   ${trial.operator.email} / ${trial.operator.password}
  Server    ${trial.serverUrl}   (data in ${DATA_DIR}, cleared at each start)

Press Ctrl+C to stop.`);
  const shutdown = async () => {
    await trial.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
