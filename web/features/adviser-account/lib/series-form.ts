import type { SeriesRule } from '@common/api/advisers';
import { type SeriesSettingsBody, seriesSettingsBody } from '@common/api/series';
import { checkedBy } from '@web/lib/use-api-form';

/** One offered type's series rule as the form edits it (NumberInput gives '' for an empty field). */
export interface SeriesFormValues {
  /** Series may be booked for the type. */
  allowed: boolean;
  /** The ticked intervals ('1': weekly, '2': every two weeks), as Checkbox.Group keeps them. */
  intervalWeeks: string[];
  maxOccurrences: number | string;
}

/** What a type without a rule starts from once switched on: weekly, at most four occasions. */
const DEFAULT_RULE = { intervalWeeks: ['1'], maxOccurrences: 4 };

export function seriesFormValues(rule: SeriesRule | null | undefined): SeriesFormValues {
  if (!rule || rule.intervalWeeks.length === 0) return { allowed: false, ...DEFAULT_RULE };
  return {
    allowed: true,
    intervalWeeks: [...rule.intervalWeeks].sort((a, b) => a - b).map(String),
    maxOccurrences: rule.maxOccurrences,
  };
}

/**
 * The body of PUT …/series-settings/{typeId} (null: no series), checked by the contract's own rule with
 * its messages under the fields; switched off, the other fields are not checked.
 */
export const seriesForm = checkedBy<SeriesFormValues, SeriesSettingsBody>((values) => {
  if (!values.allowed) return { ok: true, body: null };
  const max = values.maxOccurrences;
  const parsed = seriesSettingsBody.safeParse({
    intervalWeeks: values.intervalWeeks.map(Number),
    maxOccurrences: typeof max === 'number' ? max : Number.NaN,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'intervalWeeks' ? 'intervalWeeks' : 'maxOccurrences';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
});
