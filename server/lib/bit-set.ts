/**
 * Sets of small non-negative integers (document numbers) as bits in 32-bit words: intersecting two sets
 * of 100,000 members is a few thousand word operations, where asking member by member is a random
 * memory read each (the search index, issue 15).
 */
export const wordsFor = (size: number) => (size + 31) >>> 5;

export const newBitSet = (size: number) => new Uint32Array(wordsFor(size));

export function addBit(bits: Uint32Array, member: number) {
  bits[member >>> 5] = (bits[member >>> 5] as number) | (1 << (member & 31));
}

export function removeBit(bits: Uint32Array, member: number) {
  bits[member >>> 5] = (bits[member >>> 5] as number) & ~(1 << (member & 31));
}

export const hasBit = (bits: Uint32Array, member: number) =>
  ((bits[member >>> 5] as number) & (1 << (member & 31))) !== 0;

/** target = target ∩ other */
export function intersectInto(target: Uint32Array, other: Uint32Array) {
  for (let w = 0; w < target.length; w += 1) target[w] = (target[w] as number) & (other[w] as number);
}

/** target = target ∪ other */
export function unionInto(target: Uint32Array, other: Uint32Array) {
  for (let w = 0; w < target.length; w += 1) target[w] = (target[w] as number) | (other[w] as number);
}

/** target = target \ other */
export function subtractInto(target: Uint32Array, other: Uint32Array) {
  for (let w = 0; w < target.length; w += 1) target[w] = (target[w] as number) & ~(other[w] as number);
}

function bitCount(word: number) {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** The number of members, counted only until it passes `limit` (then limit + 1). */
export function countUpTo(bits: Uint32Array, limit: number) {
  let count = 0;
  for (let w = 0; w < bits.length && count <= limit; w += 1) {
    const word = bits[w] as number;
    if (word !== 0) count += bitCount(word);
  }
  return Math.min(count, limit + 1);
}

/** Every member, ascending. */
export function membersOf(bits: Uint32Array): number[] {
  const members: number[] = [];
  for (let w = 0; w < bits.length; w += 1) {
    let word = bits[w] as number;
    while (word !== 0) {
      const lowest = word & -word;
      members.push((w << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
  return members;
}

/**
 * Up to `take` members after skipping `skip`, ascending or descending: whole words are skipped by their
 * count, so a deep page costs little more than the first.
 */
export function sliceOf(bits: Uint32Array, skip: number, take: number, descending: boolean): number[] {
  const members: number[] = [];
  let left = skip;
  for (let i = 0; i < bits.length && members.length < take; i += 1) {
    const w = descending ? bits.length - 1 - i : i;
    let word = bits[w] as number;
    if (word === 0) continue;
    const count = bitCount(word);
    if (left >= count) {
      left -= count;
      continue;
    }
    while (word !== 0 && members.length < take) {
      const bit = descending ? 31 - Math.clz32(word) : 31 - Math.clz32(word & -word);
      word &= ~(1 << bit);
      if (left > 0) left -= 1;
      else members.push((w << 5) + bit);
    }
  }
  return members;
}
