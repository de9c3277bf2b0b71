import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createBillingoAdapter } from './billingo/billingo-adapter';
import { createDemoAdapter } from './demo-adapter';
import type { AdapterFactory } from './invoicing.service';
import type { InvoicingEndpoints } from './invoicing-port';
import { createSzamlazzAdapter } from './szamlazz/szamlazz-adapter';

/** The adapters of the invoicing port, made per connection (each adviser's own key). */
export function createAdapterFactory(deps: {
  db: Database;
  clock: Clock;
  endpoints: InvoicingEndpoints;
}): AdapterFactory {
  return (provider, connection, seller) => {
    switch (provider) {
      case 'billingo':
        return createBillingoAdapter(connection, deps.endpoints);
      case 'szamlazz':
        return createSzamlazzAdapter(connection, deps.endpoints);
      case 'demo':
        return createDemoAdapter({ db: deps.db, clock: deps.clock, seller });
    }
  };
}
