import { describe, expect, it } from 'vitest';
import { type Actor, appointmentPolicy, type Parties } from './appointments.policy';

const parties: Parties = { clientId: 'asker', expertUserId: 'adviser', timeChangeRequestedBy: 'asker' };
const actors: Record<string, Actor> = {
  asker: { id: 'asker', role: 'kerdezo' },
  adviser: { id: 'adviser', role: 'tanacsado' },
  admin: { id: 'admin', role: 'admin' },
  otherAsker: { id: 'other-asker', role: 'kerdezo' },
  otherAdviser: { id: 'other-adviser', role: 'tanacsado' },
};

// Each rule against every actor: [asker, adviser, admin, another asker, another adviser].
const table: [string, (actor: Actor) => boolean, boolean[]][] = [
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
  for (const [rule, may, expected] of table) {
    it(`${rule}: ${expected.map((e, i) => `${Object.keys(actors)[i]} ${e ? 'yes' : 'no'}`).join(', ')}`, () => {
      expect(Object.values(actors).map(may)).toEqual(expected);
    });
  }
});
