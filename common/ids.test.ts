import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts a UUID in either case', () => {
    expect(isUuid('0b7e9a52-3c1d-4f6e-8a9b-1c2d3e4f5a6b')).toBe(true);
    expect(isUuid('0B7E9A52-3C1D-4F6E-8A9B-1C2D3E4F5A6B')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isUuid(null)).toBe(false);
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid('not-an-id')).toBe(false);
    expect(isUuid(' 0b7e9a52-3c1d-4f6e-8a9b-1c2d3e4f5a6b')).toBe(false);
    expect(isUuid('0b7e9a52-3c1d-4f6e-8a9b-1c2d3e4f5a6')).toBe(false);
  });
});
