import { type Adviser, adviserApi, type PublicAdviser } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useQuery } from '@tanstack/react-query';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { endpointQuery, resourceKey } from '@web/lib/endpoint';

/**
 * The full view an answer carries: the adviser themself and admins always get it; the definitions name
 * both views, so this tells them apart (by the billing data only the full view has).
 */
export function adviserOfAnswer(answer: { data: Adviser | PublicAdviser }): Adviser | undefined {
  return 'billingAddress' in answer.data ? answer.data : undefined;
}

/** GET /api/tanacsadok/user/{userId}: the adviser's own full profile (billing, requests, schedule, settings). */
export const myAdviserQuery = (userId: string) =>
  endpointQuery(adviserApi.ofUser, { params: { userId } }, { errorMessage: messages.advisers.loadFailed });

/** The one cache entry of the adviser's own profile: the account screens and the calendar show it. */
export const myAdviserKey = (userId: string) => myAdviserQuery(userId).queryKey;

/**
 * The full view of an answer that must carry it (the adviser's own profile, an admin's read): another
 * would be a fault, shown as the screen's load error.
 */
export function fullAdviserOf(answer: { data: Adviser | PublicAdviser }): Adviser {
  const adviser = adviserOfAnswer(answer);
  if (!adviser) throw new Error(messages.advisers.loadFailed);
  return adviser;
}

/**
 * The signed-in adviser's own profile. `refetchOnMount: 'always'`: the screen reads it afresh whenever
 * it opens (the calendar's forms).
 */
export function useMyAdviserQuery(options: { refetchOnMount?: 'always' } = {}) {
  const { userId } = useAdviserIdentity();
  return useQuery({
    ...myAdviserQuery(userId ?? ''),
    select: fullAdviserOf,
    enabled: Boolean(userId),
    ...options,
  });
}

/** Every cached own profile (a change that does not know the user id invalidates this). */
export const ownProfilesKey = resourceKey('/api/tanacsadok/user');
