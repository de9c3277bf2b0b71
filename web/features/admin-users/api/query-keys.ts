import { resourceKey } from '@web/lib/endpoint';

/** Every read of the users screen (the list, a user, their history): a change to a user makes them stale. */
export const adminUsersKey = resourceKey('/api/admin/users');
