import { expect, it } from 'vitest';
import type { Actor } from '../modules/auth/actor';

/** The actors most policy tables ask about: the two parties, an admin, and a stranger of each role. */
export const partiesAndStrangers = {
  asker: { id: 'asker', role: 'kerdezo' },
  adviser: { id: 'adviser', role: 'tanacsado' },
  admin: { id: 'admin', role: 'admin' },
  otherAsker: { id: 'other-asker', role: 'kerdezo' },
  otherAdviser: { id: 'other-adviser', role: 'tanacsado' },
} satisfies Record<string, Actor>;

type ActorName = keyof typeof partiesAndStrangers;

/** Some of those actors, in the order of the table's expected answers (its columns). */
export function actorsNamed(...names: ActorName[]): Record<string, Actor> {
  return Object.fromEntries(names.map((name) => [name, partiesAndStrangers[name]]));
}

/** A rule, how to ask it of one actor, and the expected answer for each actor in order. */
export type PolicyRow<A, R = boolean> = [rule: string, may: (actor: A) => R, expected: R[]];

/** One test per rule: every actor, in order, against the expected answers (the table is the spec). */
export function itAnswersAsTable<A, R>(actors: Record<string, A>, table: PolicyRow<A, R>[]) {
  it.each(table)('%s', (_rule, may, expected) => {
    expect(Object.values(actors).map(may)).toEqual(expected);
  });
}
