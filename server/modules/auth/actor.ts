import type { Role } from '@common/constants';

/** Who acts, as every module's policy sees them: the signed-in user's id and role. */
export interface Actor {
  id: string;
  role: Role;
}
