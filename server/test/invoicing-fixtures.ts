import { expect } from 'vitest';
import { InvoicingError, type IssueRequest } from '../modules/invoicing/invoicing-port';

/** A paid consultation's invoice request to a private person in Budapest; `overrides` change any part. */
export function issueRequest(overrides: Partial<IssueRequest> = {}): IssueRequest {
  return {
    externalId: 'appointment-7f3a',
    buyer: {
      name: 'Kiss Anna',
      country: 'HU',
      zipCode: '1111',
      city: 'Budapest',
      address: 'Fő utca 1.',
      email: 'anna@example.hu',
      taxNumber: null,
    },
    items: [
      { name: 'Online tanácsadás', quantity: 1, unit: 'alkalom', grossUnitPriceHuf: 12_700, vatRate: '27%' },
    ],
    issueDate: '2026-11-22',
    fulfillmentDate: '2026-11-22',
    dueDate: '2026-11-22',
    paid: { method: 'bankcard', date: '2026-11-22' },
    comment: 'Online tanácsadás, 2026. november 22. 10:00',
    ...overrides,
  };
}

/** The InvoicingError a call failed with (the test fails if it succeeded or failed otherwise). */
export async function invoicingFailure(promise: Promise<unknown>): Promise<InvoicingError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvoicingError);
  return error as InvoicingError;
}

/** No request broke the service's published document, and neither did the fake's own answers. */
export function expectNoViolations(fake: { violations: unknown[]; answerViolations: unknown[] }) {
  expect(fake.violations).toEqual([]);
  expect(fake.answerViolations).toEqual([]);
}
