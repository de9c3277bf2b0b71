import { describe } from 'vitest';
import { actorsNamed, itAnswersAsTable, type PolicyRow } from '../../test/policy-table';
import type { Actor } from '../auth/actor';
import { subscriptionPolicy } from './subscriptions.policy';

const payment = { userId: 'asker' };
const actors = actorsNamed('asker', 'adviser', 'admin', 'otherAsker');

// Each rule against every actor: [the asker who paid, an adviser, admin, another asker].
const table: PolicyRow<Actor>[] = [
  ['have a subscription', (a) => subscriptionPolicy.hasSubscription(a.role), [true, true, false, true]],
  [
    'buy an askers’ package',
    (a) => subscriptionPolicy.canBuy(a, { audience: 'kerdezo' }),
    [true, false, false, true],
  ],
  [
    'buy an advisers’ package',
    (a) => subscriptionPolicy.canBuy(a, { audience: 'tanacsado' }),
    [false, true, false, false],
  ],
  ['see the payment', (a) => subscriptionPolicy.canSeePayment(a, payment), [true, false, false, false]],
  [
    'see a payment of an erased user',
    (a) => subscriptionPolicy.canSeePayment(a, { userId: null }),
    [false, false, false, false],
  ],
];

describe('who has a subscription, buys and sees payments', () => {
  itAnswersAsTable(actors, table);
});
