import { describe } from 'vitest';
import { itAnswersAsTable, type PolicyRow } from '../../test/policy-table';
import type { Actor } from '../auth/actor';
import { waitlistPolicy } from './waitlist.policy';

const actors: Record<string, Actor> = {
  asker: { id: 'asker', role: 'kerdezo' },
  otherAsker: { id: 'other-asker', role: 'kerdezo' },
  adviser: { id: 'adviser', role: 'tanacsado' },
  admin: { id: 'admin', role: 'admin' },
};

// Each rule against every actor: [the asker of the entry, another asker, an adviser, admin].
const table: PolicyRow<Actor>[] = [
  ['join a waitlist', (a) => waitlistPolicy.canJoin(a), [true, true, false, false]],
  ['leave the entry', (a) => waitlistPolicy.canLeave(a, { askerId: 'asker' }), [true, false, false, false]],
];

describe('who may join and leave waitlists', () => {
  itAnswersAsTable(actors, table);
});
