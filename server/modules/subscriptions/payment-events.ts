import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { PaymentEvent, PaymentProvider } from './payment-provider';

/**
 * Records a provider's event id inside the transaction that applies it: true on its first delivery,
 * false for a replay or a duplicate, which then changes nothing (subscriptions and consultations alike).
 */
export async function firstDelivery(tx: Database, event: Pick<PaymentEvent, 'id' | 'provider' | 'type'>) {
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider: event.provider, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return fresh !== undefined;
}

/** The demo checkout's buttons answer only while the demo provider takes the payments. */
export function assertDemoProvider(provider: Pick<PaymentProvider, 'name'>) {
  if (provider.name !== 'demo')
    throw forbidden('A tesztfizetés csak demó módban érhető el.', 'DEMO_PAYMENTS_DISABLED');
}
