import { z } from 'zod';
import { endpoint } from '../contract';
import { dataAnswer } from './answers';
import { PAYMENT_PROVIDERS } from './subscriptions';

/**
 * The adviser's payout account (issue 38): consultations are paid to the adviser's own account at the
 * payment provider (Stripe Connect Express), never to the platform's. The adviser sets it up on the
 * provider's hosted onboarding; its state comes from the provider's notifications.
 */

/**
 * none: not started; incomplete: the provider still asks for data; pending: submitted, the provider
 * checks it; ready: card payments and payouts work; disabled: the provider stopped the account.
 */
export const PAYOUT_STATES = ['none', 'incomplete', 'pending', 'ready', 'disabled'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const payoutAccountSchema = z.object({
  state: z.enum(PAYOUT_STATES),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  /** What the provider still asks for, by its own field names (e.g. `external_account`). */
  requirementsDue: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** Where the browser goes next: the provider's hosted page (onboarding, dashboard) or the demo's. */
export const redirectAnswer = z.object({ success: z.literal(true), url: z.string() });

const tags = ['kifizetesek'];
const roles = ['tanacsado'] as const;

export const payoutsApi = {
  mine: endpoint({
    method: 'GET',
    path: '/api/payouts/me',
    tags,
    roles,
    summary: 'A saját kifizetési fiókom állapota',
    responses: { 200: dataAnswer(payoutAccountSchema) },
  }),
  onboarding: endpoint({
    method: 'POST',
    path: '/api/payouts/onboarding',
    tags,
    roles,
    summary: 'Kifizetési fiók beállítása: a szolgáltató űrlapjának címe (a fiókot az első hívás nyitja)',
    responses: { 200: redirectAnswer },
  }),
  dashboard: endpoint({
    method: 'POST',
    path: '/api/payouts/dashboard',
    tags,
    roles,
    summary: 'Belépés a szolgáltató kifizetési felületére (Stripe Express)',
    responses: { 200: redirectAnswer },
  }),
  completeDemo: endpoint({
    method: 'POST',
    path: '/api/payouts/demo/complete',
    tags,
    roles,
    summary: 'Demó kifizetési fiók kész (csak demó módban)',
    responses: { 200: dataAnswer(payoutAccountSchema) },
  }),
  connectWebhook: endpoint({
    method: 'POST',
    path: '/api/payouts/webhook/stripe',
    tags,
    summary: 'Stripe Connect webhook (aláírt; account.updated)',
    responses: { 200: z.object({ success: z.literal(true), received: z.literal(true) }) },
  }),
};
