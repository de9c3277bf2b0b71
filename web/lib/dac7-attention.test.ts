import type { Dac7Status } from '@common/api/dac7';
import { describe, expect, it } from 'vitest';
import { dac7Attention } from './dac7-attention';

const status = (change: Partial<Dac7Status>): Dac7Status => ({
  seller: null,
  complete: false,
  reportable: true,
  firstReminderAt: null,
  secondReminderAt: null,
  holdFrom: null,
  held: false,
  updatedAt: null,
  ...change,
});

describe('dac7Attention', () => {
  it('asks nothing of an adviser with data, or not reportable, or while the state is unknown', () => {
    expect(dac7Attention(undefined)).toBeNull();
    expect(dac7Attention(status({ complete: true }))).toBeNull();
    expect(dac7Attention(status({ reportable: false }))).toBeNull();
  });

  it('names the day of the hold once reminded, and says when it is on', () => {
    expect(dac7Attention(status({}))).toEqual({
      held: false,
      text: 'A portálon díjas tanácsadást kínál: adja meg DAC7 adatait az éves NAV-jelentéshez.',
    });
    expect(
      dac7Attention(status({ firstReminderAt: '2026-01-05T08:00:00Z', holdFrom: '2026-03-06T08:00:00Z' })),
    ).toEqual({
      held: false,
      text: 'Adja meg DAC7 adatait 2026. március 6-ig, különben díjas tanácsadásaira ettől a naptól nem lehet új időpontot foglalni.',
    });
    expect(dac7Attention(status({ held: true, holdFrom: '2026-03-06T08:00:00Z' }))?.held).toBe(true);
  });
});
