import { describe, expect, it } from 'vitest';
import { excerpt, formatCount, formatRating, paragraphsOf } from './display';
import {
  listStateToParams,
  listStateToQuery,
  parseListState,
  sortOptionOf,
  sortOptionToState,
} from './list-search-params';
import { summariseSchedule } from './work-schedule';

const CATEGORY = '7ba16761-9fc9-4c5d-b115-5c5f7352cbdb';

describe('adviser list URL state', () => {
  it('reads the filters and drops what the API would refuse', () => {
    expect(parseListState(new URLSearchParams(`search=%20ad%C3%B3%20&category=${CATEGORY}&page=2`))).toEqual({
      search: 'adó',
      category: CATEGORY,
      sortBy: 'rating',
      sortOrder: null,
      page: 2,
    });
    expect(parseListState(new URLSearchParams('category=nem-uuid&page=0&sortBy=ar&sortOrder=x'))).toEqual({
      search: '',
      category: null,
      sortBy: 'rating',
      sortOrder: null,
      page: 1,
    });
    expect(parseListState(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const state = parseListState(new URLSearchParams(`search=jog&sortBy=name&sortOrder=desc&page=3`));
    expect(listStateToParams(state).toString()).toBe('search=jog&sortBy=name&sortOrder=desc&page=3');
    expect(listStateToParams(parseListState(new URLSearchParams(''))).toString()).toBe('');
    expect(listStateToQuery(state)).toMatchObject({ search: 'jog', category: undefined, sortOrder: 'desc' });
  });

  it('maps the "Rendezés" choices to sortBy/sortOrder and back', () => {
    expect(sortOptionToState('name-desc')).toEqual({ sortBy: 'name', sortOrder: 'desc' });
    expect(sortOptionToState('newest')).toEqual({ sortBy: 'newest', sortOrder: null });
    expect(sortOptionToState(null)).toEqual({ sortBy: 'rating', sortOrder: null });
    expect(sortOptionOf({ sortBy: 'name', sortOrder: 'desc' })).toBe('name-desc');
    expect(sortOptionOf({ sortBy: 'name', sortOrder: null })).toBe('name');
  });
});

describe('display helpers', () => {
  it('formats numbers the Hungarian way', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(4)).toBe('4');
    expect(formatRating(4.26)).toBe('4,3');
    expect(formatCount(12345).replace(/\s/g, ' ')).toBe('12 345');
  });

  it('shortens a description at a word boundary', () => {
    expect(excerpt('Rövid leírás.')).toBe('Rövid leírás.');
    const long = 'szó '.repeat(100);
    const short = excerpt(long, 20);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(21);
    expect(short).not.toMatch(/\s…$/);
  });

  it('splits paragraphs on blank lines', () => {
    expect(paragraphsOf('Első\nsor\n\n\nMásodik\r\n\r\nHarmadik ')).toEqual([
      'Első\nsor',
      'Második',
      'Harmadik',
    ]);
    expect(paragraphsOf('  ')).toEqual([]);
  });
});

describe('work schedule summary', () => {
  it('lists every weekday, periods in order, empty days without periods', () => {
    const week = summariseSchedule([
      { day: 1, start: '14:00', end: '18:00' },
      { day: 1, start: '08:00', end: '12:00' },
      { day: 5, start: '09:00', end: '13:00' },
    ]);
    expect(week.map((d) => d.name)).toEqual([
      'Hétfő',
      'Kedd',
      'Szerda',
      'Csütörtök',
      'Péntek',
      'Szombat',
      'Vasárnap',
    ]);
    expect(week[0]?.periods).toEqual(['08:00–12:00', '14:00–18:00']);
    expect(week[1]?.periods).toEqual([]);
    expect(week[4]?.periods).toEqual(['09:00–13:00']);
  });
});
