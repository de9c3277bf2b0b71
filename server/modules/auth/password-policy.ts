import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The most common passwords of 8+ characters (the zxcvbn frequency lists, via the popular-passwords
 * package: about 41,000 entries), plus common Hungarian ones that English lists miss.
 */
const COMMON = new Set<string>([
  ...(require('popular-passwords') as string[]),
  'jelszo12',
  'jelszo123',
  'jelszo1234',
  'jelszó123',
  'jelszavam',
  'jelszavam1',
  'titok123',
  'titkosjelszo',
  'szeretlek',
  'szeretlek1',
  'szeretlek123',
  'magyarorszag',
  'magyarország',
  'budapest1',
  'budapest123',
  'qwertzui',
  'qwertzuiop',
  'asdfghjk',
  'yxcvbnm1',
  'tanacsado',
  'tanácsadó',
  'tanacsado1',
  'tanacsado123',
]);

/** True for a password that is among the most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
