import { describe } from 'vitest';
import { itAnswersAsTable, type PolicyRow } from '../../test/policy-table';
import type { Actor } from '../auth/actor';
import { reviewPolicy } from './reviews.policy';

const review = { clientId: 'author', adviserUserId: 'reviewed' };
const actors: Record<string, Actor> = {
  author: { id: 'author', role: 'kerdezo' },
  reviewed: { id: 'reviewed', role: 'tanacsado' },
  admin: { id: 'admin', role: 'admin' },
  otherAsker: { id: 'other-asker', role: 'kerdezo' },
  otherAdviser: { id: 'other-adviser', role: 'tanacsado' },
};

// Each rule against every actor: [the author, the reviewed adviser, admin, another asker, another adviser].
const table: PolicyRow<Actor>[] = [
  ['review the appointment', (a) => reviewPolicy.canReview(a, review), [true, false, false, false, false]],
  ['edit the review', (a) => reviewPolicy.canEdit(a, review), [true, false, false, false, false]],
  [
    'edit a review whose author is gone',
    (a) => reviewPolicy.canEdit(a, { clientId: null }),
    [false, false, false, false, false],
  ],
  ['reply to the review', (a) => reviewPolicy.canReply(a, review), [false, true, false, false, false]],
];

describe('who may write, edit and answer reviews', () => {
  itAnswersAsTable(actors, table);
});
