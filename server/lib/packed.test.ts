import { describe, expect, it } from 'vitest';
import { ByteStore, TextColumn } from './packed';

describe('packed columns', () => {
  it('gives back every string of a text column, empty and non-ASCII ones included', () => {
    const values = ['Kovács Éva', '', 'Tóth Ödön', '2026-11-28 04:00:00+00', ''];
    const column = new TextColumn(values);
    expect(column.length).toBe(5);
    expect(values.map((_, i) => column.at(i))).toEqual(values);
  });

  it('keeps each row’s bytes, replaces them on a new write and forgets them on delete', () => {
    const store = new ByteStore(3);
    expect(store.get(0)).toBeUndefined();
    store.set(0, Buffer.from('{"name":"Kovács Éva"}'));
    store.set(2, Buffer.from('{"name":"Tóth Ödön"}'));
    store.set(0, Buffer.from('{"name":"Kovács Éva","nextFreeSlot":null}'));
    expect(store.get(0)?.toString()).toBe('{"name":"Kovács Éva","nextFreeSlot":null}');
    expect(store.get(1)).toBeUndefined();
    expect(store.get(2)?.toString()).toBe('{"name":"Tóth Ödön"}');
    store.delete(2);
    expect(store.get(2)).toBeUndefined();
  });

  it('stores rows larger than a slab and many rows across slabs', () => {
    const store = new ByteStore(1001);
    const big = Buffer.alloc(3 << 20, 'a');
    store.set(1000, big);
    for (let row = 0; row < 1000; row += 1) store.set(row, Buffer.from(`${row}:`.padEnd(2000, 'x')));
    expect(store.get(1000)?.equals(big)).toBe(true);
    for (const row of [0, 523, 524, 999]) {
      expect(store.get(row)?.toString()).toBe(`${row}:`.padEnd(2000, 'x'));
    }
  });
});
