import { describe, expect, it } from 'vitest';
import { searchListState } from './data-table-params';

const list = searchListState({
  choices: { status: ['active', 'archived'] },
  sorts: ['name', 'createdAt'],
  defaults: { sortBy: 'name', sortOrder: 'asc' },
  searchMaxLength: 10,
  pageSize: 20,
  open: 'item',
});
const ID = '0b7c3a3e-1a2b-4c3d-8e9f-0123456789ab';

describe('searchListState', () => {
  it('reads what the API takes and drops the rest', () => {
    const state = list.parse(new URLSearchParams(`search=%20abcdefghijkl&status=bogus&page=0&item=${ID}`));
    expect(state).toEqual({
      search: 'abcdefghij',
      status: null,
      sortBy: 'name',
      sortOrder: 'asc',
      page: 1,
      item: ID,
    });
  });

  it('writes only what differs from the defaults, in a stable order', () => {
    const state = list.parse(
      new URLSearchParams(`item=${ID}&sortBy=createdAt&status=archived&search=x&page=2`),
    );
    expect(list.toParams(state).toString()).toBe(
      `search=x&status=archived&sortBy=createdAt&page=2&item=${ID}`,
    );
    expect(list.toQuery(state)).toEqual({
      search: 'x',
      status: 'archived',
      sortBy: 'createdAt',
      sortOrder: 'asc',
      page: 2,
      limit: 20,
    });
  });
});
