import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/** `npm run test:fuzz`: the API fuzz suite (server/fuzz), apart from the unit run for its length. */
export default defineConfig({
  resolve: base.resolve,
  test: {
    ...base.test,
    include: ['server/fuzz/**/*.fuzz.ts'],
    testTimeout: 900_000,
    hookTimeout: 300_000,
  },
});
