import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `npm run test:faults`: the fault suite (server/faults): PostgreSQL, Redis, SMTP and S3 behind proxies
 * the tests cut, stall and restore under load. One file at a time: each starts its own stage.
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    ...base.test,
    include: ['server/faults/**/*.faults.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
