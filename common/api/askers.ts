import { z } from 'zod';
import { DEFAULT_RECOMMENDED_EXPERTS_LIMIT } from '../constants';
import { endpoint } from '../contract';
import {
  askerBillingAddressView,
  askerBillingBody,
  askerProfileBody,
  askerSchema,
  extendSubscriptionBody,
  recommendedExpertSchema,
} from './advisers';
import { dataAnswer, mirroredAnswer, userIdParams } from './answers';
import { profileSavedAnswer } from './auth';

/** The asker's own account (SPEC.md §7 "Askers") and the asker-facing reads of the home page. */

/** The saved billing data, at the top level and in `data`. */
export const askerBillingAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  billingAddress: askerBillingAddressView,
  data: z.object({ billingAddress: askerBillingAddressView }),
});

/** The extended subscription: its new end and state, and the asker. */
export const extendSubscriptionAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  expirationDate: z.string(),
  subscriptionStatus: z.enum(['active', 'expired']),
  data: askerSchema,
});

export const recommendedExpertsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(DEFAULT_RECOMMENDED_EXPERTS_LIMIT),
});

export const activeExpertsCountAnswer = mirroredAnswer({ count: z.number() });

const tags = ['kerdezok'];

/** The billing save: SPEC.md §7 names two paths for it, both the caller's billing data. */
const saveBilling = {
  method: 'POST',
  tags,
  summary: 'Számlázási adatok mentése',
  body: askerBillingBody,
  responses: { 200: askerBillingAnswer },
} as const;

export const askersApi = {
  asker: endpoint({
    method: 'GET',
    path: '/api/kerdezok/user/:userId',
    tags,
    summary: 'Kérdező adatai',
    params: userIdParams,
    responses: { 200: dataAnswer(askerSchema) },
  }),
  saveBilling: endpoint({ ...saveBilling, path: '/api/kerdezok/billing-address' }),
  saveBillingKerdezo: endpoint({ ...saveBilling, path: '/api/kerdezok/billing-address/kerdezo' }),
  extendSubscription: endpoint({
    method: 'POST',
    path: '/api/kerdezok/extend-subscription',
    tags,
    summary: 'Előfizetés meghosszabbítása',
    body: extendSubscriptionBody,
    responses: { 200: extendSubscriptionAnswer },
  }),
  saveProfile: endpoint({
    method: 'POST',
    path: '/api/kerdezok/profil',
    tags,
    summary: 'Profil adatok mentése',
    body: askerProfileBody,
    responses: { 200: profileSavedAnswer },
  }),
  /** Public: the best-rated visible advisers (the home page). */
  recommendedExperts: endpoint({
    method: 'GET',
    path: '/api/kerdezok/recommended-experts',
    tags,
    summary: 'Ajánlott szakértők',
    query: recommendedExpertsQuery,
    responses: { 200: dataAnswer(z.array(recommendedExpertSchema)) },
  }),
  /** Public: the number of visible advisers (the home and landing pages). */
  activeExpertsCount: endpoint({
    method: 'GET',
    path: '/api/kerdezok/active-experts-count',
    tags,
    summary: 'Aktív szakértők száma',
    responses: { 200: activeExpertsCountAnswer },
  }),
};
