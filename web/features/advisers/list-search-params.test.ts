import { describe, expect, it } from 'vitest';
import { listStateToParams, parseListState } from './list-search-params';

const CATEGORY = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the list page state from its URL', () => {
  it("reads the form's own fields, as the browser submits them without the page's scripts", () => {
    const state = parseListState(
      new URLSearchParams({ search: ' adó ', category: CATEGORY, sort: 'name-desc', freeWithinDays: '7' }),
    );
    expect(state).toEqual({
      search: 'adó',
      category: CATEGORY,
      sortBy: 'name',
      sortOrder: 'desc',
      freeWithinDays: 7,
      page: 1,
    });
    // The same list as the app's own address for it.
    expect(listStateToParams(state).toString()).toBe(
      `search=ad%C3%B3&category=${CATEGORY}&sortBy=name&sortOrder=desc&freeWithinDays=7`,
    );
  });

  it('takes the form\'s "any" choices as no filter', () => {
    const state = parseListState(
      new URLSearchParams({ search: '', category: 'all', sort: 'rating', freeWithinDays: 'any' }),
    );
    expect(listStateToParams(state).toString()).toBe('');
  });
});
