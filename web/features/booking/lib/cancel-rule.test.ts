import { describe, expect, it } from 'vitest';
import { cancelRuleText } from './cancel-rule';

describe('cancellation rule text', () => {
  it('names the hours before the start, or says until the start', () => {
    expect(cancelRuleText(24)).toBe('Lemondás és áthelyezés: legkésőbb 24 órával a kezdés előtt.');
    expect(cancelRuleText(1)).toBe('Lemondás és áthelyezés: legkésőbb 1 órával a kezdés előtt.');
    expect(cancelRuleText(0)).toBe('Lemondás és áthelyezés: a kezdésig bármikor.');
  });
});
