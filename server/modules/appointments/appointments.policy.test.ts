import { describe } from 'vitest';
import { itAnswersAsTable, type PolicyRow, partiesAndStrangers } from '../../test/policy-table';
import type { Actor } from '../auth/actor';
import { appointmentPolicy, type Parties } from './appointments.policy';

const parties: Parties = { clientId: 'asker', expertUserId: 'adviser', timeChangeRequestedBy: 'asker' };
const actors = partiesAndStrangers;

// Each rule against every actor: [asker, adviser, admin, another asker, another adviser].
const table: PolicyRow<Actor>[] = [
  ['see', (a) => appointmentPolicy.canSee(a, parties), [true, true, true, false, false]],
  ['cancel', (a) => appointmentPolicy.canCancel(a, parties), [true, true, true, false, false]],
  [
    'ask for another time',
    (a) => appointmentPolicy.canRequestTimeChange(a, parties),
    [true, true, false, false, false],
  ],
  ['edit the notes', (a) => appointmentPolicy.canEditNotes(a, parties), [true, true, false, false, false]],
  ['join the meeting', (a) => appointmentPolicy.canJoin(a, parties), [true, true, false, false, false]],
  [
    'decide the asker’s time change',
    (a) => appointmentPolicy.canDecideTimeChange(a, parties),
    [false, true, false, false, false],
  ],
  [
    'confirm with the invoice',
    (a) => appointmentPolicy.canConfirm(a, parties),
    [false, true, false, false, false],
  ],
  ['book for themself', (a) => appointmentPolicy.canBook(a), [true, false, false, true, false]],
  ['book for the asker', (a) => appointmentPolicy.canBook(a, 'asker'), [true, false, false, false, false]],
];

describe('who may do what with an appointment', () => {
  itAnswersAsTable(actors, table);
});
