import { describe, expect, it } from 'vitest';
import { MEDIA_TEXTS, mediaErrorText, mediaProblem, worthFallback } from './media-errors';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('mediaProblem', () => {
  it('tells a refused permission from a missing or busy device', () => {
    expect(mediaProblem(domError('NotAllowedError'))).toBe('denied');
    expect(mediaProblem(domError('NotFoundError'))).toBe('notFound');
    expect(mediaProblem(domError('NotReadableError'))).toBe('busy');
    expect(mediaProblem(domError('OverconstrainedError'))).toBe('overconstrained');
    expect(mediaProblem(new TypeError('no mediaDevices'))).toBe('unsupported');
    expect(mediaProblem('weird')).toBe('other');
  });

  it('gives a Hungarian text, and retries with fewer devices only where that can help', () => {
    expect(mediaErrorText(domError('NotAllowedError'))).toBe(MEDIA_TEXTS.denied);
    expect(worthFallback('notFound')).toBe(true);
    expect(worthFallback('denied')).toBe(false);
  });
});
