import type { ConsultationOffer } from '@common/api/advisers';
import type { Slot } from '@common/api/schedule';
import { useState } from 'react';
import { useSeriesPreviewQuery } from './api/series-preview';
import { clampSeriesChoice, initialSeriesChoice, offersSeries, type SeriesChoice } from './lib/series';

/**
 * The booking page's series choice of the chosen type (issue 40 part 3): offered when the adviser allows
 * a series for it; `active` once ticked with a first slot chosen, when the preview is asked and the
 * booking goes to the series endpoint.
 */
export function useSeriesChoice(adviserId: string, type: ConsultationOffer | null, selected: Slot | null) {
  const rule = type && offersSeries(type.series) ? type.series : null;
  const [enabled, setEnabled] = useState(false);
  const [picked, setPicked] = useState<SeriesChoice | null>(null);
  // Kept within the rule of whichever type is chosen now.
  const choice = rule ? clampSeriesChoice(picked ?? initialSeriesChoice(rule), rule) : null;
  const active = rule !== null && enabled && selected !== null;
  const preview = useSeriesPreviewQuery(
    adviserId,
    active ? (type?.id ?? null) : null,
    active ? selected.startTime : null,
    active ? choice : null,
  );
  const occurrences = active && preview.isSuccess ? preview.data.occurrences : [];
  // Booking waits for a fresh preview in which every occasion is free.
  const ready = active && preview.isSuccess && !preview.isFetching && preview.data.allFree;
  return {
    rule,
    enabled,
    setEnabled,
    choice,
    setChoice: setPicked,
    active,
    preview,
    occurrences,
    ready,
  };
}
