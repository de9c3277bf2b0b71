import { describe, expect, it } from 'vitest';
import {
  addBit,
  countUpTo,
  hasBit,
  intersectInto,
  membersOf,
  newBitSet,
  removeBit,
  sliceOf,
  subtractInto,
} from './bit-set';

const setOf = (size: number, members: number[]) => {
  const bits = newBitSet(size);
  for (const m of members) addBit(bits, m);
  return bits;
};

describe('bit sets', () => {
  const size = 200;
  const evens = Array.from({ length: 100 }, (_, i) => i * 2);
  const threes = Array.from({ length: 67 }, (_, i) => i * 3);

  it('holds members across word edges, the top bit included', () => {
    const bits = setOf(size, [0, 31, 32, 63, 199]);
    expect(membersOf(bits)).toEqual([0, 31, 32, 63, 199]);
    expect(hasBit(bits, 31)).toBe(true);
    expect(hasBit(bits, 30)).toBe(false);
    removeBit(bits, 31);
    expect(membersOf(bits)).toEqual([0, 32, 63, 199]);
  });

  it('intersects, subtracts and counts up to a limit', () => {
    const both = setOf(size, evens);
    intersectInto(both, setOf(size, threes));
    expect(membersOf(both)).toEqual(evens.filter((n) => n % 3 === 0));
    expect(countUpTo(both, 1000)).toBe(34);
    expect(countUpTo(both, 10)).toBe(11);
    const rest = setOf(size, evens);
    subtractInto(rest, setOf(size, threes));
    expect(membersOf(rest)).toEqual(evens.filter((n) => n % 3 !== 0));
  });

  it('slices pages in both directions, skipping whole words', () => {
    const bits = setOf(size, threes);
    expect(sliceOf(bits, 0, 3, false)).toEqual([0, 3, 6]);
    expect(sliceOf(bits, 20, 3, false)).toEqual([60, 63, 66]);
    expect(sliceOf(bits, 0, 3, true)).toEqual([198, 195, 192]);
    expect(sliceOf(bits, 20, 3, true)).toEqual([138, 135, 132]);
    expect(sliceOf(bits, 65, 5, false)).toEqual([195, 198]);
    expect(sliceOf(bits, 67, 5, true)).toEqual([]);
  });
});
