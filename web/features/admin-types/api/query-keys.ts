import { resourceKey } from '@web/lib/endpoint';

/** The admin's type list (GET /api/admin/types): every change to a type makes it stale. */
export const adminTypesKey = resourceKey('/api/admin/types');
