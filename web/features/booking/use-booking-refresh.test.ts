import { describe, expect, it } from 'vitest';
import { isRefreshFor } from './use-booking-refresh';

describe('isRefreshFor', () => {
  const adviserId = '2b1c0d3e-0000-4000-8000-000000000001';

  it('reloads for this adviser and for events that name no adviser (time off)', () => {
    expect(isRefreshFor(adviserId, { expertId: adviserId })).toBe(true);
    expect(isRefreshFor(adviserId, {})).toBe(true);
    expect(isRefreshFor(adviserId, undefined)).toBe(true);
  });

  it('ignores other advisers and pages without an adviser', () => {
    expect(isRefreshFor(adviserId, { expertId: '2b1c0d3e-0000-4000-8000-000000000002' })).toBe(false);
    expect(isRefreshFor(undefined, { expertId: adviserId })).toBe(false);
  });
});
