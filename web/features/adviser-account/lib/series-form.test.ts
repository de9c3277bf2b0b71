import { describe, expect, it } from 'vitest';
import { seriesForm, seriesFormValues } from './series-form';

describe('the series settings of an offered type', () => {
  it('starts from the saved rule, or from weekly × 4 switched off', () => {
    expect(seriesFormValues(null)).toEqual({ allowed: false, intervalWeeks: ['1'], maxOccurrences: 4 });
    expect(seriesFormValues({ intervalWeeks: [2, 1], maxOccurrences: 8 })).toEqual({
      allowed: true,
      intervalWeeks: ['1', '2'],
      maxOccurrences: 8,
    });
  });

  it('sends the rule, or null when switched off (whatever the other fields hold)', () => {
    expect(seriesForm.parse({ allowed: true, intervalWeeks: ['2'], maxOccurrences: 6 })).toEqual({
      intervalWeeks: [2],
      maxOccurrences: 6,
    });
    expect(seriesForm.parse({ allowed: false, intervalWeeks: [], maxOccurrences: '' })).toBeNull();
  });

  it('refuses no interval and a maximum outside 2–12, under their fields', () => {
    const none = seriesForm.safeParse({ allowed: true, intervalWeeks: [], maxOccurrences: 4 });
    expect(none.success).toBe(false);
    expect(none.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['intervalWeeks']);
    for (const maxOccurrences of [1, 13, '', 2.5]) {
      const wrong = seriesForm.safeParse({ allowed: true, intervalWeeks: ['1'], maxOccurrences });
      expect(wrong.success).toBe(false);
      expect(wrong.error?.issues[0]?.path).toEqual(['maxOccurrences']);
      expect(wrong.error?.issues[0]?.message).toBe('Az alkalmak száma 2 és 12 között legyen');
    }
  });
});
