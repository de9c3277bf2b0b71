import { describe, expect, it } from 'vitest';
import { excerpt, formatNextFreeSlot, inexactMatchText, paragraphsOf, resultCountText } from './display';
import {
  effectiveSort,
  freeWithinFromOption,
  freeWithinOptions,
  hasFilters,
  listStateToParams,
  listStateToQuery,
  parseListState,
  sortOptionOf,
  sortOptionsFor,
  sortOptionToState,
} from './list-search-params';
import { summariseSchedule } from './work-schedule';

const CATEGORY = '7ba16761-9fc9-4c5d-b115-5c5f7352cbdb';

describe('adviser list URL state', () => {
  it('reads the filters and drops what the API would refuse', () => {
    expect(
      parseListState(
        new URLSearchParams(`search=%20ad%C3%B3%20&category=${CATEGORY}&page=2&freeWithinDays=7`),
      ),
    ).toEqual({
      search: 'adó',
      category: CATEGORY,
      sortBy: null,
      sortOrder: null,
      freeWithinDays: 7,
      page: 2,
    });
    expect(
      parseListState(new URLSearchParams('category=nem-uuid&page=0&sortBy=ar&sortOrder=x&freeWithinDays=61')),
    ).toEqual({
      search: '',
      category: null,
      sortBy: null,
      sortOrder: null,
      freeWithinDays: null,
      page: 1,
    });
    expect(parseListState(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(parseListState(new URLSearchParams('freeWithinDays=0')).freeWithinDays).toBeNull();
    expect(parseListState(new URLSearchParams('freeWithinDays=2.5')).freeWithinDays).toBeNull();
    expect(parseListState(new URLSearchParams('freeWithinDays=60')).freeWithinDays).toBe(60);
    expect(parseListState(new URLSearchParams('sortBy=soonest')).sortBy).toBe('soonest');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const state = parseListState(new URLSearchParams(`search=jog&sortBy=name&sortOrder=desc&page=3`));
    expect(listStateToParams(state).toString()).toBe('search=jog&sortBy=name&sortOrder=desc&page=3');
    expect(listStateToParams(parseListState(new URLSearchParams(''))).toString()).toBe('');
    expect(listStateToQuery(state)).toMatchObject({
      search: 'jog',
      category: undefined,
      sortBy: 'name',
      sortOrder: 'desc',
      freeWithinDays: undefined,
    });
    const filtered = parseListState(new URLSearchParams('sortBy=soonest&freeWithinDays=14'));
    expect(listStateToParams(filtered).toString()).toBe('sortBy=soonest&freeWithinDays=14');
    expect(listStateToQuery(filtered)).toMatchObject({ sortBy: 'soonest', freeWithinDays: 14 });
  });

  it('orders by relevance with a text and by rating without one, keeping the default out of the URL', () => {
    const withText = parseListState(new URLSearchParams('search=ad%C3%B3'));
    expect(effectiveSort(withText)).toBe('relevance');
    expect(sortOptionOf(withText)).toBe('relevance');
    expect(listStateToQuery(withText).sortBy).toBe('relevance');
    expect(listStateToParams(withText).toString()).toBe('search=ad%C3%B3');

    const withoutText = parseListState(new URLSearchParams(''));
    expect(effectiveSort(withoutText)).toBe('rating');
    expect(listStateToQuery(withoutText).sortBy).toBe('rating');

    // "Relevancia" chosen explicitly is still the default; clearing the text falls back to rating.
    const relevance = { ...withText, ...sortOptionToState('relevance') };
    expect(listStateToParams(relevance).toString()).toBe('search=ad%C3%B3');
    const cleared = parseListState(listStateToParams({ ...relevance, search: '' }));
    expect(listStateToParams({ ...relevance, search: '' }).toString()).toBe('');
    expect(sortOptionOf(cleared)).toBe('rating');

    // A shared link asking for relevance without a text lists by rating.
    const orphan = parseListState(new URLSearchParams('sortBy=relevance'));
    expect(orphan.sortBy).toBeNull();
    expect(listStateToQuery(orphan).sortBy).toBe('rating');

    // Rating with a text is a real choice and is kept; without a text it is the default again.
    const rating = { ...withText, ...sortOptionToState('rating') };
    expect(listStateToParams(rating).toString()).toBe('search=ad%C3%B3&sortBy=rating');
    expect(listStateToParams({ ...rating, search: '' }).toString()).toBe('');

    // A chosen order survives a new or cleared text.
    const soonest = { ...withText, ...sortOptionToState('soonest') };
    expect(listStateToParams({ ...soonest, search: 'karrier' }).toString()).toBe(
      'search=karrier&sortBy=soonest',
    );
    expect(listStateToParams({ ...soonest, search: '' }).toString()).toBe('sortBy=soonest');
  });

  it('maps the "Rendezés" choices to sortBy/sortOrder and back', () => {
    expect(sortOptionToState('name-desc')).toEqual({ sortBy: 'name', sortOrder: 'desc' });
    expect(sortOptionToState('newest')).toEqual({ sortBy: 'newest', sortOrder: null });
    expect(sortOptionToState('soonest')).toEqual({ sortBy: 'soonest', sortOrder: null });
    expect(sortOptionToState(null)).toEqual({ sortBy: null, sortOrder: null });
    expect(sortOptionOf({ search: '', sortBy: 'name', sortOrder: 'desc' })).toBe('name-desc');
    expect(sortOptionOf({ search: '', sortBy: 'name', sortOrder: null })).toBe('name');
    expect(sortOptionOf({ search: '', sortBy: null, sortOrder: null })).toBe('rating');
    expect(sortOptionOf({ search: 'adó', sortBy: null, sortOrder: null })).toBe('relevance');
  });

  it('offers "Relevancia" only with a search text', () => {
    expect(sortOptionsFor('adó').map((o) => o.label)).toEqual([
      'Relevancia',
      'Értékelés szerint',
      'Legkorábbi szabad időpont',
      'Név szerint (A–Z)',
      'Név szerint (Z–A)',
      'Legújabbak',
    ]);
    expect(sortOptionsFor('').map((o) => o.value)).not.toContain('relevance');
  });

  it('offers the "Van szabad időpontja" choices, keeping an unusual count from a link', () => {
    expect(freeWithinOptions(null).map((o) => o.label)).toEqual([
      'Bármikor',
      'A következő 3 napban',
      'A következő 7 napban',
      'A következő 14 napban',
      'A következő 30 napban',
    ]);
    expect(freeWithinOptions(10).map((o) => o.value)).toEqual(['any', '3', '7', '10', '14', '30']);
    expect(freeWithinFromOption('any')).toBeNull();
    expect(freeWithinFromOption(null)).toBeNull();
    expect(freeWithinFromOption('14')).toBe(14);
    expect(freeWithinFromOption('999')).toBeNull();
  });

  it('counts a free-slot filter as a filter (the empty list offers to clear it)', () => {
    expect(hasFilters(parseListState(new URLSearchParams('')))).toBe(false);
    expect(hasFilters(parseListState(new URLSearchParams('freeWithinDays=3')))).toBe(true);
  });
});

describe('display helpers', () => {
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

  it('says the result count, or "több mint 1000" when the server stopped counting', () => {
    expect(resultCountText({ totalCount: 12, totalCountExact: true })).toBe('12 találat');
    expect(resultCountText({ totalCount: 0, totalCountExact: true })).toBe('0 találat');
    expect(resultCountText({ totalCount: 1000, totalCountExact: false })).toBe('Több mint 1000 találat');
  });

  it('says when the list does not match every word as typed, and how', () => {
    const notice = (approximate: boolean, partial: boolean) =>
      inexactMatchText('taplalkozas szakerto', { approximate, partial });
    expect(notice(false, false)).toBeNull();
    expect(notice(true, false)).toBe(
      'Nincs pontos találat erre: „taplalkozas szakerto”. Hasonló szavakra illő tanácsadókat mutatunk.',
    );
    expect(notice(false, true)).toBe(
      'Nincs pontos találat erre: „taplalkozas szakerto”. Azokat a tanácsadókat mutatjuk, akikre a szavak egy része illik.',
    );
    expect(notice(true, true)).toBe(
      'Nincs pontos találat erre: „taplalkozas szakerto”. Azokat a tanácsadókat mutatjuk, akikre a szavak egy része vagy hasonló szavak illenek.',
    );
  });
});

describe('next free slot', () => {
  // Thursday 2026-11-19 10:00 in Budapest (CET, UTC+1).
  const now = new Date('2026-11-19T09:00:00Z');

  // Today and tomorrow by name, in Budapest time; the weekday (lower case) up to six days ahead, then the date.
  it.each([
    ['2026-11-19T13:00:00Z', 'ma 14:00'],
    ['2026-11-19T22:30:00Z', 'ma 23:30'],
    // 23:00 UTC is already Friday in Budapest.
    ['2026-11-19T23:00:00Z', 'holnap 00:00'],
    ['2026-11-20T08:30:00+01:00', 'holnap 08:30'],
    ['2026-11-21T09:00:00+01:00', 'szombat 09:00'],
    ['2026-11-25T14:00:00+01:00', 'szerda 14:00'],
    // A week ahead is the same weekday again: the date says it unambiguously.
    ['2026-11-26T14:00:00+01:00', 'november 26. 14:00'],
    ['2026-12-03T14:00:00+01:00', 'december 3. 14:00'],
  ])('names %s as "%s"', (at, text) => {
    expect(formatNextFreeSlot(at, now)).toBe(text);
  });

  it('counts Budapest calendar days across a DST change', () => {
    // Saturday 2026-03-28 23:30 CET; the clocks go forward that night.
    const lateSaturday = new Date('2026-03-28T22:30:00Z');
    expect(formatNextFreeSlot('2026-03-29T07:00:00Z', lateSaturday)).toBe('holnap 09:00');
    expect(formatNextFreeSlot('2026-03-30T07:00:00Z', lateSaturday)).toBe('hétfő 09:00');
    expect(formatNextFreeSlot('2026-03-28T22:45:00Z', lateSaturday)).toBe('ma 23:45');
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
