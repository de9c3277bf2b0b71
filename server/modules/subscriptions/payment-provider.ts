import type { PaymentProviderName } from '@common/api/subscriptions';
import Stripe from 'stripe';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

/** What a provider needs to open a hosted checkout for one payment. */
export interface CheckoutRequest {
  paymentId: string;
  packageName: string;
  days: number;
  /** Gross price in whole forints. */
  amountHuf: number;
  customerEmail: string;
  /** The web page (path) the buyer returns to, e.g. /kerdezo/elofizetes. */
  returnPath: string;
}

export interface CheckoutSession {
  /** The provider's id of the checkout (unique per provider). */
  providerRef: string;
  checkoutUrl: string;
}

/**
 * A provider's notification, reduced to what it means for one payment. `paid`, `failed` and `cancelled`
 * change a checkout; `refunded` and `disputed` take back what a paid payment bought; `ignored` events
 * are acknowledged and recorded only.
 */
export interface PaymentEvent {
  provider: PaymentProviderName;
  /** The provider's event id: the same id is applied once. */
  id: string;
  type: string;
  outcome: 'paid' | 'failed' | 'cancelled' | 'refunded' | 'disputed' | 'ignored';
  providerRef?: string | undefined;
  /** The provider's id of the money movement (Stripe PaymentIntent): refunds and disputes name only it. */
  providerPaymentRef?: string | undefined;
  /** Our payment id when the provider echoes it (Stripe: client_reference_id). */
  paymentId?: string | undefined;
  /** `refunded`: how much has been refunded so far in all (whole forints), and whether that is all of it. */
  refundedHuf?: number | undefined;
  fullyRefunded?: boolean | undefined;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Opens (or, for the same payment, reopens) the hosted checkout. Must be idempotent per paymentId:
   * a retried checkout request calls it again for the same payment.
   */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Checks a webhook's signature over the exact bytes and normalises it; throws a 400 AppError otherwise. */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export const invalidSignature = () =>
  new AppError(400, 'INVALID_SIGNATURE', 'Érvénytelen vagy hiányzó webhook aláírás.');

/**
 * The built-in provider when no payment keys are set: the "hosted page" is our own /fizetes/demo/<id>,
 * which says plainly that it is a test payment; completing it goes through the same event path as a
 * webhook.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    return { providerRef: request.paymentId, checkoutUrl: `/fizetes/demo/${request.paymentId}` };
  }
}

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  /** Tests pass a fetch-based client that answers locally (no network). */
  httpClient?: Stripe.HttpClient;
}

/** Stripe Checkout Sessions (hosted payment page) and signed webhooks through the official SDK. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const back = `${this.options.publicUrl}${request.returnPath}?fizetes=${request.paymentId}`;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        locale: 'hu',
        customer_email: request.customerEmail,
        client_reference_id: request.paymentId,
        metadata: { paymentId: request.paymentId },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'huf',
              // Stripe takes HUF in fillér (two decimals) and wants whole forints: the price is × 100.
              unit_amount: request.amountHuf * 100,
              product_data: { name: `${request.packageName} (${request.days} nap)` },
            },
          },
        ],
        success_url: back,
        cancel_url: `${back}&megszakitva=1`,
      },
      // Stripe's own idempotency: a retried checkout of the same payment gets the same session.
      { idempotencyKey: `checkout-${request.paymentId}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { providerRef: session.id, checkoutUrl: session.url };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw invalidSignature();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch {
      throw invalidSignature();
    }
    return normaliseStripeEvent(event);
  }
}

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const FAILED_EVENTS = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? undefined);

/**
 * checkout.session.* events of a session (paid, failed or ignored), and the refunds and disputes of its
 * charge (charge.refunded, charge.dispute.created); anything else is ignored.
 */
export function normaliseStripeEvent(event: Stripe.Event): PaymentEvent {
  const base = { provider: 'stripe' as const, id: event.id, type: event.type };
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    return {
      ...base,
      outcome: 'refunded',
      providerPaymentRef: idOf(charge.payment_intent),
      // Stripe counts HUF in fillér (× 100); amount_refunded is the total refunded so far.
      refundedHuf: Math.floor(charge.amount_refunded / 100),
      fullyRefunded: charge.refunded || charge.amount_refunded >= charge.amount,
    };
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object as Stripe.Dispute;
    return { ...base, outcome: 'disputed', providerPaymentRef: idOf(dispute.payment_intent) };
  }
  if (!event.type.startsWith('checkout.session.')) return { ...base, outcome: 'ignored' };
  const session = event.data.object as Stripe.Checkout.Session;
  const refs = {
    providerRef: session.id,
    providerPaymentRef: idOf(session.payment_intent),
    paymentId: session.client_reference_id ?? undefined,
  };
  if (PAID_EVENTS.has(event.type)) {
    // A completed session paid by a delayed method (bank transfer) is paid only when its
    // async_payment_succeeded event arrives.
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    return { ...base, ...refs, outcome: paid ? 'paid' : 'ignored' };
  }
  if (FAILED_EVENTS.has(event.type)) return { ...base, ...refs, outcome: 'failed' };
  return { ...base, ...refs, outcome: 'ignored' };
}

/** The provider the config chose (loadConfig refuses Stripe without its keys, and demo in production unless asked). */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.paymentProvider === 'demo') return new DemoPaymentProvider();
  if (!config.stripeSecretKey || !config.stripeWebhookSecret) throw new Error('Stripe keys missing');
  return new StripePaymentProvider({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    publicUrl: config.publicUrl,
  });
}
