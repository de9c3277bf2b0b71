import { describe, expect, it } from 'vitest';
import { requirementLabels } from './requirements';

describe('requirementLabels', () => {
  it('says each kind of missing data once, in words, the most specific kind first', () => {
    expect(
      requirementLabels([
        'individual.verification.document',
        'individual.dob.day',
        'individual.dob.month',
        'external_account',
        'tos_acceptance.date',
      ]),
    ).toEqual([
      'Személyazonosság igazolása (okmány)',
      'Személyes adatok (név, születési idő, lakcím, elérhetőség)',
      'Bankszámla, ahová a kifizetések érkeznek',
      'A Stripe feltételeinek elfogadása',
    ]);
  });

  it('names a field it does not know rather than hiding it, and nothing when nothing is due', () => {
    expect(requirementLabels(['new_field.from_stripe'])).toEqual(['Egyéb adat (new_field.from_stripe)']);
    expect(requirementLabels([])).toEqual([]);
  });
});
