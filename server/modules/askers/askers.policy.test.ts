import { describe } from 'vitest';
import { actorsNamed, itAnswersAsTable, type PolicyRow } from '../../test/policy-table';
import type { Actor } from '../auth/actor';
import { askerPolicy } from './askers.policy';

const actors = actorsNamed('asker', 'admin', 'otherAsker', 'adviser');

// Each rule against every actor: [the asker, admin, another asker, an adviser].
const table: PolicyRow<Actor>[] = [
  ['see the asker’s data', (a) => askerPolicy.canSee(a, 'asker'), [true, true, false, false]],
  ['change own billing and subscription', (a) => askerPolicy.canManageOwn(a), [true, false, true, false]],
];

describe('who may read and change an asker’s data', () => {
  itAnswersAsTable(actors, table);
});
