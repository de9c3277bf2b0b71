import type { PaymentProviderName } from '@common/api/subscriptions';
import type { FastifyRequest } from 'fastify';
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

/**
 * What a provider needs to open the hosted checkout of a priced consultation: a destination charge to
 * the adviser's payout account, on behalf of the adviser (the seller), the platform's fee kept.
 */
export interface ConsultationCheckoutRequest {
  appointmentId: string;
  /** What the asker pays for, as the checkout page shows it. */
  title: string;
  amountHuf: number;
  feeHuf: number;
  /** The adviser's payout account (Stripe `acct_…`). */
  accountRef: string;
  customerEmail: string;
  /** The web page (path) the asker returns to. */
  returnPath: string;
}

/** A refund of (part of) a consultation's charge; the platform's fee goes back in proportion. */
export interface RefundRequest {
  appointmentId: string;
  paymentRef: string;
  amountHuf: number;
  /** The same key for the same refund: a retried call refunds once. */
  idempotencyKey: string;
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
  /** The appointment a consultation's payment is for (the checkout's and charge's metadata). */
  appointmentId?: string | undefined;
  /** `refunded`: how much has been refunded so far in all (whole forints), and whether that is all of it. */
  refundedHuf?: number | undefined;
  fullyRefunded?: boolean | undefined;
}

/** An adviser's payout account as a provider's notification describes it (Stripe `account.updated`). */
export interface PayoutAccountState {
  accountRef: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: string[];
  disabledReason: string | null;
  /** When the provider created the notification: an older one arriving later changes nothing. */
  at: Date;
}

/** Advisers' own accounts at the provider (consultations are paid to them, never to the platform). */
export interface PayoutAccounts {
  /** Opens the adviser's account; idempotent per adviser (a retried call gets the same account). */
  create(request: { adviserId: string; email: string }): Promise<{ accountRef: string }>;
  /** The provider's hosted onboarding page of the account; it sends the adviser back to `returnPath`. */
  onboardingUrl(accountRef: string, returnPath: string): Promise<string>;
  /** The provider's own pages for the account holder (payouts, bank account), if it has any. */
  dashboardUrl(accountRef: string): Promise<string>;
  /**
   * Checks a Connect webhook's signature over the exact bytes; an `account.updated` gives the account's
   * state, any other event null. Throws a 400 AppError for a bad signature.
   */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined): PayoutAccountState | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly payoutAccounts: PayoutAccounts;
  /**
   * Opens (or, for the same payment, reopens) the hosted checkout. Must be idempotent per paymentId:
   * a retried checkout request calls it again for the same payment.
   */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Opens the hosted checkout of a priced consultation; idempotent per appointment. */
  createConsultationCheckout(request: ConsultationCheckoutRequest): Promise<CheckoutSession>;
  /** Closes a checkout that may no longer be paid (its hold lapsed); one already closed is no error. */
  expireCheckout(checkoutRef: string): Promise<void>;
  /** Refunds (part of) a paid consultation; its notification (charge.refunded) records the outcome. */
  refund(request: RefundRequest): Promise<void>;
  /** The provider's receipt page of a paid consultation's charge, if it has one. */
  receiptUrl(paymentRef: string): Promise<string | null>;
  /** Checks a webhook's signature over the exact bytes and normalises it; throws a 400 AppError otherwise. */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** The `Stripe-Signature` header of a webhook call. */
export function stripeSignature(request: FastifyRequest) {
  const header = request.headers['stripe-signature'];
  return Array.isArray(header) ? header[0] : header;
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

  /** The demo's accounts: its "onboarding" is our own page, which marks the account ready. */
  readonly payoutAccounts: PayoutAccounts = {
    create: async ({ adviserId }) => ({ accountRef: `demo_acct_${adviserId}` }),
    onboardingUrl: async () => DEMO_ONBOARDING_PATH,
    dashboardUrl: async () => {
      throw new AppError(409, 'NO_PAYOUT_DASHBOARD', 'A demó kifizetési fióknak nincs külön felülete.');
    },
  };

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    return { providerRef: request.paymentId, checkoutUrl: `/fizetes/demo/${request.paymentId}` };
  }

  async createConsultationCheckout(request: ConsultationCheckoutRequest): Promise<CheckoutSession> {
    return {
      providerRef: `demo_checkout_${request.appointmentId}`,
      checkoutUrl: demoConsultationCheckoutPath(request.appointmentId),
    };
  }

  // The demo's checkout is our own page (it asks the server), and its refunds move no money: the
  // consultation payment service records them as a notification would.
  async expireCheckout() {}
  async refund() {}
  async receiptUrl() {
    return null;
  }
}

/** The demo's checkout page of a consultation (web: the demo payment page, appointment variant). */
export const demoConsultationCheckoutPath = (appointmentId: string) =>
  `/fizetes/demo/idopont/${appointmentId}`;

/** The demo's onboarding page (web: the adviser's Kifizetések, demo step). */
export const DEMO_ONBOARDING_PATH = '/tanacsadoi-fiok/kifizetesek/demo';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The Connect endpoint's own signing secret (account.updated of the advisers' accounts). */
  connectWebhookSecret: string;
  publicUrl: string;
  /** Tests pass a fetch-based client that answers locally (no network). */
  httpClient?: Stripe.HttpClient;
  /** Tests point the SDK at a local stand-in of Stripe's API (host, port, protocol). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
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
      ...options.api,
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

  async createConsultationCheckout(request: ConsultationCheckoutRequest): Promise<CheckoutSession> {
    const back = `${this.options.publicUrl}${request.returnPath}?fizetes=${request.appointmentId}`;
    const metadata = { kind: CONSULTATION_KIND, appointmentId: request.appointmentId };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        locale: 'hu',
        customer_email: request.customerEmail,
        client_reference_id: request.appointmentId,
        metadata,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'huf',
              unit_amount: request.amountHuf * 100,
              product_data: { name: request.title },
            },
          },
        ],
        payment_intent_data: {
          // A destination charge: the adviser is the seller (merchant of record), the money is theirs
          // less the platform's fee; the platform never holds it.
          on_behalf_of: request.accountRef,
          transfer_data: { destination: request.accountRef },
          ...(request.feeHuf > 0 ? { application_fee_amount: request.feeHuf * 100 } : {}),
          capture_method: 'automatic',
          metadata,
        },
        success_url: back,
        cancel_url: `${back}&megszakitva=1`,
      },
      { idempotencyKey: `consultation-checkout-${request.appointmentId}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { providerRef: session.id, checkoutUrl: session.url };
  }

  async expireCheckout(checkoutRef: string) {
    try {
      await this.stripe.checkout.sessions.expire(checkoutRef);
    } catch (error) {
      // Completed or expired already: nothing is left open.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }

  async refund(request: RefundRequest) {
    await this.stripe.refunds.create(
      {
        payment_intent: request.paymentRef,
        amount: request.amountHuf * 100,
        // The adviser's share comes back from their account, the platform's fee from the platform.
        reverse_transfer: true,
        refund_application_fee: true,
        metadata: { kind: CONSULTATION_KIND, appointmentId: request.appointmentId },
      },
      { idempotencyKey: request.idempotencyKey },
    );
  }

  async receiptUrl(paymentRef: string) {
    const intent = await this.stripe.paymentIntents.retrieve(paymentRef, { expand: ['latest_charge'] });
    const charge = intent.latest_charge;
    return typeof charge === 'object' && charge ? (charge.receipt_url ?? null) : null;
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    return normaliseStripeEvent(this.verified(rawBody, signature, this.options.webhookSecret));
  }

  private verified(rawBody: Buffer, signature: string | undefined, secret: string): Stripe.Event {
    if (!signature) throw invalidSignature();
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw invalidSignature();
    }
  }

  /** Connect Express accounts: the adviser is the seller, Stripe onboards, verifies and pays them out. */
  readonly payoutAccounts: PayoutAccounts = {
    create: async ({ adviserId, email }) => {
      const account = await this.stripe.accounts.create(
        {
          type: 'express',
          country: 'HU',
          email,
          default_currency: 'huf',
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { adviserId },
        },
        { idempotencyKey: `payout-account-${adviserId}` },
      );
      return { accountRef: account.id };
    },
    onboardingUrl: async (accountRef, returnPath) => {
      const back = `${this.options.publicUrl}${returnPath}`;
      const link = await this.stripe.accountLinks.create({
        account: accountRef,
        type: 'account_onboarding',
        // An expired or reused link sends the adviser back to ask for a new one.
        refresh_url: `${back}?ujra=1`,
        // Back from Stripe: the page waits for the account.updated that follows.
        return_url: `${back}?vissza=1`,
      });
      return link.url;
    },
    dashboardUrl: async (accountRef) => (await this.stripe.accounts.createLoginLink(accountRef)).url,
    verifyWebhook: (rawBody, signature) => {
      const event = this.verified(rawBody, signature, this.options.connectWebhookSecret);
      if (event.type !== 'account.updated') return null;
      const account = event.data.object as Stripe.Account;
      return {
        accountRef: account.id,
        chargesEnabled: account.charges_enabled ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
        detailsSubmitted: account.details_submitted ?? false,
        requirementsDue: account.requirements?.currently_due ?? [],
        disabledReason: account.requirements?.disabled_reason ?? null,
        at: new Date(event.created * 1000),
      };
    },
  };
}

/** The metadata `kind` of a consultation's checkout, payment and refunds (subscriptions have none). */
export const CONSULTATION_KIND = 'consultation';

/** The appointment a Stripe object's metadata names, if it is a consultation's. */
const appointmentOf = (metadata: Stripe.Metadata | null | undefined) =>
  metadata?.kind === CONSULTATION_KIND ? metadata.appointmentId : undefined;

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
      appointmentId: appointmentOf(charge.metadata),
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
    appointmentId: appointmentOf(session.metadata),
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
  if (!config.stripeSecretKey || !config.stripeWebhookSecret || !config.stripeConnectWebhookSecret)
    throw new Error('Stripe keys missing');
  return new StripePaymentProvider({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    connectWebhookSecret: config.stripeConnectWebhookSecret,
    publicUrl: config.publicUrl,
  });
}
