import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripePaymentProvider } from '../modules/subscriptions/payment-provider';

export interface StripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey?: string;
}

/**
 * A stand-in of Stripe's API on a local port, for the real Stripe SDK (which takes host, port and
 * protocol): Express accounts and their links, Checkout Sessions and their expiry, refunds and payment
 * intents — each idempotent per `Idempotency-Key` as Stripe is. Every request is recorded for the test's
 * assertions; `failNext` makes the next request to a path answer 500.
 */
export async function fakeStripeServer() {
  const requests: StripeRequest[] = [];
  const byKey = new Map<string, unknown>();
  const completed = new Set<string>();
  const failing = new Set<string>();
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stripe.local').pathname;
      const params = new URLSearchParams(body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: req.method ?? '',
        path,
        params,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_local' });
        res.end(JSON.stringify(json));
      };
      if (failing.delete(path)) {
        return send(500, { error: { type: 'api_error', message: 'local failure' } });
      }
      /** The same answer for the same key (a retried create gets the same object). */
      const once = (make: () => unknown) => {
        const key = idempotencyKey ? `${path} ${idempotencyKey}` : `none-${requests.length}`;
        if (!byKey.has(key)) byKey.set(key, make());
        return send(200, byKey.get(key));
      };
      const next = () => {
        counter += 1;
        return counter;
      };
      if (path === '/v1/accounts') {
        return once(() => ({ id: `acct_local${next()}`, object: 'account', type: 'express' }));
      }
      if (path === '/v1/account_links') {
        return send(200, {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${params.get('account')}`,
        });
      }
      const login = path.match(/^\/v1\/accounts\/(acct_\w+)\/login_links$/);
      if (login) {
        return send(200, { object: 'login_link', url: `https://connect.stripe.com/express/${login[1]}` });
      }
      if (path === '/v1/checkout/sessions') {
        return once(() => {
          const id = `cs_local${next()}`;
          return { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` };
        });
      }
      const expire = path.match(/^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/);
      if (expire?.[1]) {
        if (completed.has(expire[1])) {
          return send(400, {
            error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' },
          });
        }
        return send(200, { id: expire[1], object: 'checkout.session', status: 'expired' });
      }
      if (path === '/v1/refunds') {
        return once(() => ({
          id: `re_local${next()}`,
          object: 'refund',
          amount: Number(params.get('amount')),
          status: 'succeeded',
        }));
      }
      const intent = path.match(/^\/v1\/payment_intents\/(pi_\w+)$/);
      if (intent) {
        return send(200, {
          id: intent[1],
          object: 'payment_intent',
          latest_charge: {
            id: `ch_for_${intent[1]}`,
            object: 'charge',
            receipt_url: `https://pay.stripe.com/receipts/${intent[1]}`,
          },
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `no route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    port,
    /** The session was paid: Stripe refuses to expire it. */
    complete: (sessionId: string) => completed.add(sessionId),
    failNext: (path: string) => failing.add(path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const PAYMENTS_SECRET = 'whsec_payments_for_the_suite';
export const CONNECT_SECRET = 'whsec_connect_for_the_suite';

/** The app options of a test app whose payments go to the fake Stripe on `port`. */
/** What real payments need beside Stripe's keys: a keyring for invoicing keys, the platform's invoicing. */
export const REAL_PAYMENTS_INVOICING_ENV = {
  INVOICING_KEYS: `test:${Buffer.alloc(32, 1).toString('base64')}`,
  PLATFORM_INVOICING: 'manual',
};

export function stripeAppOptions(port: number) {
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: PAYMENTS_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
      ...REAL_PAYMENTS_INVOICING_ENV,
    },
    paymentProvider: new StripePaymentProvider({
      secretKey: 'sk_test_local',
      webhookSecret: PAYMENTS_SECRET,
      connectWebhookSecret: CONNECT_SECRET,
      publicUrl: 'http://localhost:3000',
      api: { host: '127.0.0.1', port, protocol: 'http' },
    }),
  };
}

const signer = new Stripe('sk_test_signer');

/** A webhook call's headers, signed as Stripe signs them (the SDK's test helper). */
export function signedHeaders(payload: string, secret = PAYMENTS_SECRET) {
  return {
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
  };
}
