import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';

/**
 * The configuration every benchmark's server runs with: production settings in a fresh data folder
 * (`tp-bench-<name>-…`, the caller removes it), no demo seed, and the demo payment provider asked for
 * by name (production without Stripe keys refuses to start otherwise). `env` adds or overrides.
 */
export async function benchConfig(name: string, env: Record<string, string | undefined> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `tp-bench-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PAYMENT_PROVIDER: 'demo',
    ...env,
  });
  return { config, dataDir };
}
