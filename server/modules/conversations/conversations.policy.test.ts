import { describe } from 'vitest';
import { itAnswersAsTable, type PolicyRow, partiesAndStrangers } from '../../test/policy-table';
import type { Actor } from '../auth/actor';
import { conversationPolicy, type Participants } from './conversations.policy';

const conversation: Participants = { askerId: 'asker', adviserUserId: 'adviser' };
const sent = { messageId: 'message', uploaderId: 'asker' };
const unsent = { messageId: null, uploaderId: 'asker' };
const anAsker = { role: 'kerdezo', disabledAt: null } as const;
const anAdviser = { role: 'tanacsado', disabledAt: null } as const;
const actors = partiesAndStrangers;

// Each rule against every actor: [the asker, the adviser, admin, another asker, another adviser].
const table: PolicyRow<Actor>[] = [
  [
    'take part in the conversation',
    (a) => conversationPolicy.isParticipant(a.id, conversation),
    [true, true, false, false, false],
  ],
  ['message at all', (a) => conversationPolicy.canMessage(a), [true, true, false, true, true]],
  [
    'write to an adviser',
    (a) => conversationPolicy.canWriteTo(a, anAdviser),
    [true, false, false, true, false],
  ],
  ['write to an asker', (a) => conversationPolicy.canWriteTo(a, anAsker), [false, true, false, false, true]],
  [
    'write to a disabled adviser',
    (a) => conversationPolicy.canWriteTo(a, { ...anAdviser, disabledAt: new Date() }),
    [false, false, false, false, false],
  ],
  [
    'write to an admin',
    (a) => conversationPolicy.canWriteTo(a, { role: 'admin', disabledAt: null }),
    [false, false, false, false, false],
  ],
  [
    'start after a booking (hidden adviser)',
    (a) => conversationPolicy.canStart(a, { booked: true, adviserListed: false }),
    [true, true, false, true, true],
  ],
  [
    'start with a listed adviser, no booking',
    (a) => conversationPolicy.canStart(a, { booked: false, adviserListed: true }),
    [true, false, false, true, false],
  ],
  [
    'start with a hidden adviser, no booking',
    (a) => conversationPolicy.canStart(a, { booked: false, adviserListed: false }),
    [false, false, false, false, false],
  ],
  [
    'download a sent attachment',
    (a) => conversationPolicy.canDownload(a, conversation, sent),
    [true, true, false, false, false],
  ],
  [
    'download the asker’s unsent attachment',
    (a) => conversationPolicy.canDownload(a, conversation, unsent),
    [true, false, false, false, false],
  ],
  [
    'see the asker live (their partners: the adviser)',
    (a) => conversationPolicy.isCounterpart(new Set(['adviser']), a.id),
    [false, true, false, false, false],
  ],
];

describe('who may write to whom and read what', () => {
  itAnswersAsTable(actors, table);
});
