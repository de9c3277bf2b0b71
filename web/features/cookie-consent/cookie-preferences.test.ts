import { describe, expect, it } from 'vitest';
import { parseCookiePreferences } from './cookie-preferences';

describe('stored cookie preferences', () => {
  it('reads a stored choice, necessary always on', () => {
    expect(parseCookiePreferences('{"szukseges":false,"statisztika":true,"marketing":false}')).toEqual({
      szukseges: true,
      statisztika: true,
      marketing: false,
    });
  });

  it('treats a missing or damaged value as no choice, so the dialog shows again', () => {
    expect(parseCookiePreferences(null)).toBeNull();
    expect(parseCookiePreferences('nem json')).toBeNull();
    expect(parseCookiePreferences('{"statisztika":"igen"}')).toBeNull();
  });
});
