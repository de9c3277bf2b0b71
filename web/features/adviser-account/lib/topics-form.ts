import {
  type ConsultationPrices,
  consultationPricesSchema,
  consultingTopicsSchema,
} from '@common/api/advisers';
import { checkedBy, fromNumberInput } from '@web/lib/use-api-form';

/** Where the adviser sets up the payout account that priced consultations need. */
export const PAYOUTS_PAGE = '/tanacsadoi-fiok/kifizetesek';

/** An offered type as the form starts from it. */
export interface OfferedTopic {
  id: string;
  priceHuf: number;
}

/** The chosen type ids, and a price field per type ('' while empty), kept for unticked types too. */
export interface TopicsValues {
  topics: string[];
  prices: Record<string, number | string>;
}

export interface TopicsBody {
  topics: string[];
  prices: ConsultationPrices['prices'];
}

/** The shared rule of one price (0, or 500 … 2 000 000 whole forints), on a NumberInput's value. */
const priceField = fromNumberInput(consultationPricesSchema.shape.prices.element.shape.priceHuf);

export function initialTopicsValues(offered: readonly OfferedTopic[]): TopicsValues {
  return {
    topics: offered.map((topic) => topic.id),
    prices: Object.fromEntries(offered.map((topic) => [topic.id, topic.priceHuf])),
  };
}

/**
 * Checks the ticked types (the shared rule: at most 10) and the price of each ticked one (its message
 * under its own field, `prices.<typeId>`); a newly ticked type is free until priced.
 */
export const topicsForm = checkedBy<TopicsValues, TopicsBody>((values) => {
  const errors: Record<string, string> = {};
  const topics = consultingTopicsSchema.safeParse(values.topics);
  if (!topics.success) errors.topics = topics.error.issues[0]?.message ?? '';
  const prices = values.topics.map((typeId) => {
    const price = priceField.safeParse(values.prices[typeId] ?? 0);
    if (!price.success) errors[`prices.${typeId}`] = price.error.issues[0]?.message ?? '';
    return { typeId, priceHuf: price.success ? price.data : 0 };
  });
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, body: { topics: values.topics, prices } };
});

/** Some ticked type has a price: it can be booked only once the payout account takes payments. */
export function needsPayoutAccount(topics: readonly string[], prices: TopicsValues['prices']): boolean {
  return topics.some((typeId) => {
    const price = prices[typeId];
    return typeof price === 'number' && price > 0;
  });
}
