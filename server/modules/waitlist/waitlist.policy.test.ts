import { describe } from 'vitest';
import { actorsNamed, itAnswersAsTable, type PolicyRow } from '../../test/policy-table';
import type { Actor } from '../auth/actor';
import { waitlistPolicy } from './waitlist.policy';

const actors = actorsNamed('asker', 'otherAsker', 'adviser', 'admin');

// Each rule against every actor: [the asker of the entry, another asker, an adviser, admin].
const table: PolicyRow<Actor>[] = [
  ['join a waitlist', (a) => waitlistPolicy.canJoin(a), [true, true, false, false]],
  ['leave the entry', (a) => waitlistPolicy.canLeave(a, { askerId: 'asker' }), [true, false, false, false]],
];

describe('who may join and leave waitlists', () => {
  itAnswersAsTable(actors, table);
});
