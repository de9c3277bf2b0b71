import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createDemoAdapter } from './demo-adapter';
import type { AdapterFactory } from './invoicing.service';
import type { InvoicingEndpoints } from './invoicing-port';
import { InvoicingError } from './invoicing-port';

/** The adapters of the invoicing port, made per connection (each adviser's own key). */
export function createAdapterFactory(deps: {
  db: Database;
  clock: Clock;
  endpoints: InvoicingEndpoints;
}): AdapterFactory {
  return (provider, _connection, seller) => {
    switch (provider) {
      case 'demo':
        return createDemoAdapter({ db: deps.db, clock: deps.clock, seller });
      default:
        throw new InvoicingError('auth', `A(z) ${provider} számlázó még nem érhető el.`);
    }
  };
}
