import { expect, it } from 'vitest';
import type { Actor } from '../modules/auth/actor';

/** The actors most policy tables ask about: the two parties, an admin, and a stranger of each role. */
export const partiesAndStrangers: Record<string, Actor> = {
  asker: { id: 'asker', role: 'kerdezo' },
  adviser: { id: 'adviser', role: 'tanacsado' },
  admin: { id: 'admin', role: 'admin' },
  otherAsker: { id: 'other-asker', role: 'kerdezo' },
  otherAdviser: { id: 'other-adviser', role: 'tanacsado' },
};

/** A rule, how to ask it of one actor, and the expected answer for each actor in order. */
export type PolicyRow<A, R = boolean> = [rule: string, may: (actor: A) => R, expected: R[]];

/** One test per rule: every actor, in order, against the expected answers (the table is the spec). */
export function itAnswersAsTable<A, R>(actors: Record<string, A>, table: PolicyRow<A, R>[]) {
  it.each(table)('%s', (_rule, may, expected) => {
    expect(Object.values(actors).map(may)).toEqual(expected);
  });
}
