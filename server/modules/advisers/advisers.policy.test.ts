import { describe } from 'vitest';
import { actorsNamed, itAnswersAsTable, type PolicyRow } from '../../test/policy-table';
import type { Actor } from '../auth/actor';
import { type AdviserOwner, adviserPolicy } from './advisers.policy';

const listed: AdviserOwner = { userId: 'adviser', listed: true };
const hidden: AdviserOwner = { userId: 'adviser', listed: false };
const actors: Record<string, Actor | null> = {
  ...actorsNamed('adviser', 'admin', 'otherAdviser', 'asker'),
  guest: null,
};
/** Calls that need a session: a guest is refused (401) before any rule is asked. */
const signedIn = (may: (actor: Actor) => boolean) => (actor: Actor | null) => actor !== null && may(actor);

// Each rule against every actor: [the adviser, admin, another adviser, an asker, guest].
const table: PolicyRow<Actor | null>[] = [
  ['manage the profile', (a) => adviserPolicy.canManage(a, hidden), [true, true, false, false, false]],
  ['see a listed profile', (a) => adviserPolicy.canSee(a, listed), [true, true, true, true, true]],
  ['see a hidden profile', (a) => adviserPolicy.canSee(a, hidden), [true, true, false, false, false]],
  [
    'decide on search engines',
    signedIn((a) => adviserPolicy.canSetIndexing(a, listed)),
    [true, false, false, false, false],
  ],
  [
    'ask for activation',
    signedIn((a) => adviserPolicy.canRequestActivation(a, hidden)),
    [true, false, false, false, false],
  ],
  ['deactivate', signedIn((a) => adviserPolicy.canDeactivate(a, listed)), [true, false, false, false, false]],
];

describe('who may do what with an adviser profile', () => {
  itAnswersAsTable(actors, table);
});
