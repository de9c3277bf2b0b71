import { describe, expect, it } from 'vitest';
import { isRefinement, suggestionCountText, suggestionText } from './adviser-suggestions';

describe('adviser suggestions', () => {
  it('asks from two characters on, with the text trimmed and spaces collapsed', () => {
    expect(suggestionText('')).toBe('');
    expect(suggestionText(' a ')).toBe('');
    expect(suggestionText('ad')).toBe('ad');
    expect(suggestionText('  kovács   éva ')).toBe('kovács éva');
    expect(suggestionText('x'.repeat(150))).toHaveLength(100);
  });

  it('keeps a list on screen only for a text the typed one continues', () => {
    expect(isRefinement('kov', 'kovács')).toBe(true);
    expect(isRefinement('Kovács', 'kov')).toBe(true);
    expect(isRefinement('adó', 'ADÓTAN')).toBe(true);
    expect(isRefinement('adó', 'kovács')).toBe(false);
  });

  it('says how many suggestions arrived', () => {
    const adviser = { id: '1', name: 'Dr. Kovács Éva', avatarThumbnail: null, areas: ['Jogi tanácsadás'] };
    const area = { id: '2', name: 'Adótanácsadás', color: '#c92a2a' };
    expect(suggestionCountText({ advisers: [adviser], areas: [area] })).toBe('2 javaslat');
    expect(suggestionCountText({ advisers: [], areas: [] })).toBe('Nincs javaslat');
  });
});
