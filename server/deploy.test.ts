import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config';

/**
 * deploy/compose.yaml is never run here (no container engine on the test machines): these checks keep
 * it consistent with the app's configuration, with .env.example and with the Caddyfile and
 * turnserver.conf it mounts (those two are run for real by the cluster test).
 */
const deployFile = (name: string) => readFileSync(new URL(`../deploy/${name}`, import.meta.url), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  entrypoint?: string[];
  command?: string[];
  network_mode?: string;
}

const compose = parse(deployFile('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;

/** KEY=value lines of .env.example (quotes removed), as compose reads its .env file. */
function readEnvExample() {
  const entries = deployFile('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1).replace(/^"(.*)"$/, '$1')] as const;
    });
  return Object.fromEntries(entries);
}

/** Compose's interpolation: $$ is a dollar, ${X}, ${X:-default}, ${X:?error} (unset or empty). */
function interpolate(text: string, env: Record<string, string>, missing: string[]) {
  return text.replace(/\$\$|\$\{([A-Z_][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (match, name, op, arg) => {
    if (match === '$$') return '$';
    const value = env[name] ?? '';
    if (op === '-' && !value) return arg;
    if (op === '?' && !value) missing.push(name);
    return value;
  });
}

const SECRETS = [
  'POSTGRES_PASSWORD',
  'MINIO_ROOT_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'TURN_SECRET',
  'METRICS_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
  'INVOICING_KEYS',
  'PLATFORM_INVOICING_KEY',
];

/** .env.example as an operator fills it in: every secret set. */
const filledEnv = (): Record<string, string> => ({
  ...readEnvExample(),
  ...Object.fromEntries(SECRETS.map((name) => [name, `${name.toLowerCase()}-0123456789abcdef`])),
  // A keyring entry has its own shape: an id and 32 bytes in base64.
  INVOICING_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
});

function serviceEnvironment(name: string, env: Record<string, string>) {
  const missing: string[] = [];
  const environment = Object.fromEntries(
    Object.entries(services[name]?.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value), env, missing),
    ]),
  );
  return { environment, missing };
}

/** What deploy/Dockerfile sets with ENV for the runtime stage. */
function dockerfileEnv() {
  const runtime = deployFile('Dockerfile').split(/^FROM .* AS runtime$/m)[1] ?? '';
  const block = runtime.match(/^ENV ((?:.*\\\n)*.*)$/m)?.[1] ?? '';
  return Object.fromEntries(
    block
      .replace(/\\\n/g, ' ')
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

describe('deploy/compose.yaml', () => {
  it('holds no secret in .env.example', () => {
    const example = readEnvExample();
    for (const name of SECRETS) expect(example[name], name).toBe('');
  });

  it('starts every app instance with a valid production configuration from the filled-in .env', () => {
    const env = filledEnv();
    const upstreams = (serviceEnvironment('caddy', env).environment.APP_UPSTREAMS ?? '').split(' ');
    expect(upstreams).toEqual(['app1:3000', 'app2:3000']);
    for (const upstream of upstreams) {
      const [name] = upstream.split(':') as [string];
      expect(services[name]?.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
      const { environment, missing } = serviceEnvironment(name, env);
      expect(missing).toEqual([]);
      const config = loadConfig({ ...dockerfileEnv(), ...environment }, '/app');
      expect(config).toMatchObject({
        env: 'production',
        host: '0.0.0.0',
        port: Number(upstream.split(':')[1]),
        dataDir: '/data',
        demoMode: false,
        seedDemo: false,
        devMailbox: false,
        redisUrl: 'redis://redis:6379',
        publicUrl: 'https://portal.example.hu',
        trustProxy: { hops: 1 },
        storage: { kind: 's3', bucket: env.S3_BUCKET, forcePathStyle: true },
        turn: { secret: env.TURN_SECRET },
        iceTransportPolicy: 'all',
        metricsToken: env.METRICS_TOKEN,
        paymentProvider: 'stripe',
      });
      expect(config.databaseUrl).toBe(`postgres://portal:${env.POSTGRES_PASSWORD}@postgres:5432/portal`);
    }
  });

  it('refuses to start with a required secret missing', () => {
    const { missing } = serviceEnvironment('app1', readEnvExample());
    expect(missing).toEqual(expect.arrayContaining(['POSTGRES_PASSWORD', 'TURN_SECRET', 'METRICS_TOKEN']));
  });

  it('gives Caddy and coturn the files and the environment the cluster test runs them with', () => {
    const env = filledEnv();
    expect(services.caddy?.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(serviceEnvironment('caddy', env).environment).toEqual({
      SITE_ADDRESS: 'portal.example.hu',
      APP_UPSTREAMS: 'app1:3000 app2:3000',
    });

    const coturn = services.coturn as Service;
    expect(coturn.volumes).toContain('./turnserver.conf:/etc/coturn/turnserver.conf:ro');
    expect(coturn.network_mode).toBe('host');
    const script = interpolate((coturn.command ?? []).join(' '), env, []);
    expect(script).toBe(
      'exec turnserver -c /etc/coturn/turnserver.conf --static-auth-secret="$TURN_SECRET" --realm="$TURN_REALM" --external-ip="$TURN_EXTERNAL_IP"',
    );
    // The secret reaches coturn from its environment, the same secret the app mints credentials with.
    const coturnEnv = serviceEnvironment('coturn', env).environment;
    expect(coturnEnv.TURN_SECRET).toBe(serviceEnvironment('app1', env).environment.TURN_SECRET);
    expect(coturnEnv).toMatchObject({ TURN_REALM: 'portal.example.hu', TURN_EXTERNAL_IP: '203.0.113.10' });
  });
});

describe('deploy/Dockerfile', () => {
  it('copies into its build stage every folder the web build reads', () => {
    const build = deployFile('Dockerfile').split(/^FROM .* AS runtime$/m)[0] ?? '';
    const copied = [...build.matchAll(/^COPY (\S+) \.\/\1$/gm)].map((match) => match[1]);
    const viteConfig = readFileSync(new URL('../vite.config.ts', import.meta.url), 'utf8');
    // The top folders of vite.config's paths (root, aliases, the content plugin), but for what the build
    // writes (dist) and what `npm ci` installs (node_modules).
    const read = new Set(
      [...viteConfig.matchAll(/fromRoot\('\.\/([^/']+)/g)]
        .map((match) => match[1] as string)
        .filter((folder) => folder !== 'dist' && folder !== 'node_modules'),
    );
    expect([...read].sort()).toEqual(['common', 'content', 'web']);
    for (const folder of read) expect(copied, folder).toContain(folder);
  });
});
