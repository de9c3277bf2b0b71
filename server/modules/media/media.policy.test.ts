import { describe } from 'vitest';
import { itAnswersAsTable, type PolicyRow } from '../../test/policy-table';
import type { Actor } from '../auth/actor';
import { type ImageAccess, mediaPolicy } from './media.policy';

const actors: Record<string, Actor | null> = {
  owner: { id: 'owner', role: 'tanacsado' },
  admin: { id: 'admin', role: 'admin' },
  partner: { id: 'partner', role: 'kerdezo' },
  stranger: { id: 'stranger', role: 'kerdezo' },
  guest: null,
};
/** The facts as the media service finds them: the partner talks with or booked the owner. */
const access = (publicImages: boolean) => (actor: Actor | null) =>
  mediaPolicy.imageAccess(actor, 'owner', { publicImages, counterpart: actor?.id === 'partner' });

// Each rule against every actor: [the owner, admin, a partner, a stranger, guest].
const table: PolicyRow<Actor | null, boolean | ImageAccess>[] = [
  [
    'manage the images',
    (a) => a !== null && mediaPolicy.canManage(a, 'owner'),
    [true, true, false, false, false],
  ],
  ['see a listed adviser’s images', access(true), ['public', 'public', 'public', 'public', 'public']],
  ['see private images', access(false), ['signed', 'signed', 'signed', null, null]],
];

describe('who may see and change a user’s images', () => {
  itAnswersAsTable(actors, table);
});
