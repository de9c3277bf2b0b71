import { describe, expect, it } from 'vitest';
import { siteMediaSrc } from './site-media';

describe('siteMediaSrc', () => {
  it('turns an absolute URL of the site’s stored files into a root-relative path', () => {
    expect(siteMediaSrc('http://localhost:3000/media/avatars/a.webp')).toBe('/media/avatars/a.webp');
    expect(siteMediaSrc('https://portal.example/media/media/u/x.webp?exp=1&sig=s')).toBe(
      '/media/media/u/x.webp?exp=1&sig=s',
    );
  });

  it('leaves relative paths, other paths and missing pictures alone', () => {
    expect(siteMediaSrc('/media/avatars/a.webp')).toBe('/media/avatars/a.webp');
    expect(siteMediaSrc('https://portal.example/og-image.png')).toBe('https://portal.example/og-image.png');
    expect(siteMediaSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(siteMediaSrc(null)).toBeNull();
    expect(siteMediaSrc(undefined)).toBeNull();
  });
});
