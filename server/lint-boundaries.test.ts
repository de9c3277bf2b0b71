import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules of `npm run lint` (.dependency-cruiser.cjs), each shown failing on a planted
 * import in a small tree shaped like the repository (and a clean import shown passing).
 */
const execFileAsync = promisify(execFile);

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { baseUrl: '.', paths: { '@web/*': ['./web/*'], '@server/*': ['./server/*'] } },
  }),
  'server/secret.ts': 'export const secret = 1;\n',
  'server/one.ts': "import { two } from './two';\nexport const one = () => two;\n",
  'server/two.ts': "import { one } from './one';\nexport const two = () => one;\n",
  'web/lib/shared.ts': 'export const shared = 1;\n',
  'web/lib/leak.ts': "import { secret } from '@server/secret';\nexport const leak = secret;\n",
  'web/features/alpha/page.ts':
    "import { shared } from '@web/lib/shared';\nimport { card } from './card';\nexport const page = [shared, card];\n",
  'web/features/alpha/card.ts': 'export const card = 1;\n',
  'web/features/beta/relative.ts': "import { card } from '../alpha/card';\nexport const relative = card;\n",
  'web/features/beta/aliased.ts':
    "import { page } from '@web/features/alpha/page';\nexport const aliased = page;\n",
  'common/reach.ts': "import { shared } from '../web/lib/shared';\nexport const reach = shared;\n",
};

let dir: string;
let violations: { rule: string; from: string; to: string }[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tp-boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  // The same command as `npm run lint`, run in the planted tree.
  const run = await execFileAsync(
    path.resolve('node_modules/.bin/depcruise'),
    ['server', 'web', 'common', '--config', path.resolve('.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd: dir },
  ).catch((failed: { stdout: string }) => failed);
  const output = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  violations = output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the boundaries of npm run lint', () => {
  it('the web never imports server code', () => {
    expect(violations).toContainEqual({
      rule: 'web-not-server',
      from: 'web/lib/leak.ts',
      to: 'server/secret.ts',
    });
  });

  it('common imports neither side', () => {
    expect(violations).toContainEqual({
      rule: 'common-neither-side',
      from: 'common/reach.ts',
      to: 'web/lib/shared.ts',
    });
  });

  it('a web feature never imports another feature, by a relative path or an alias', () => {
    const crossings = violations.filter((v) => v.rule === 'feature-not-feature');
    expect(crossings).toEqual(
      expect.arrayContaining([
        {
          rule: 'feature-not-feature',
          from: 'web/features/beta/relative.ts',
          to: 'web/features/alpha/card.ts',
        },
        {
          rule: 'feature-not-feature',
          from: 'web/features/beta/aliased.ts',
          to: 'web/features/alpha/page.ts',
        },
      ]),
    );
    // Its own files and web/lib are fine.
    expect(crossings.filter((v) => v.from === 'web/features/alpha/page.ts')).toEqual([]);
  });

  it('modules never import each other in a cycle', () => {
    expect(violations).toContainEqual({ rule: 'no-cycles', from: 'server/one.ts', to: 'server/two.ts' });
  });
});
