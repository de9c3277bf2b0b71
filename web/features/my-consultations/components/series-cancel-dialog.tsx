import type { Appointment } from '@common/api/appointments';
import { Button, List, Skeleton, Stack, Text } from '@mantine/core';
import { DialogFrame } from '@web/components/dialog-frame';
import { LoadError } from '@web/components/load-error';
import { errorText } from '@web/lib/form';
import { ApiError } from '@web/lib/http';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import {
  SERIES_CANCEL_FAILED,
  SERIES_LOAD_FAILED,
  useCancelSeriesRestMutation,
  useSeriesQuery,
} from '../api/series';
import {
  cancelRestDates,
  cancelRestMoneyText,
  cancelRestQuestion,
  restOfSeries,
  seriesRestCancelled,
} from '../lib/series-cancel';

/**
 * "Hátralévő alkalmak lemondása": names how many occasions are cancelled and when (read from the series
 * itself: the page's list window may not reach the last ones), then cancels them all or none.
 */
export function SeriesCancelDialog({ from, onClose }: { from: Appointment | null; onClose: () => void }) {
  const seriesId = from?.series?.id ?? null;
  const series = useSeriesQuery(seriesId);
  const cancel = useCancelSeriesRestMutation();
  const [error, setError] = useState<string | null>(null);
  const rest = from && series.data ? restOfSeries(series.data.appointments, from) : [];
  const money = cancelRestMoneyText(rest);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!from || !seriesId) return;
    setError(null);
    try {
      const answer = await cancel.mutateAsync({ seriesId, fromAppointmentId: from.id });
      notifySuccess(seriesRestCancelled(answer.cancelled.length));
      onClose();
    } catch (e) {
      // A 401 already ended the session with its own toast (the route guard takes over).
      if (e instanceof ApiError && e.status === 401) return;
      setError(errorText(e, SERIES_CANCEL_FAILED));
    }
  };

  return (
    <DialogFrame
      opened={from !== null}
      title="Hátralévő alkalmak lemondása"
      busy={cancel.isPending}
      error={error}
      focusCancel
      onClose={close}
      action={
        <Button
          color="red.9"
          onClick={() => void confirm()}
          loading={cancel.isPending}
          disabled={!series.isSuccess || rest.length === 0}
        >
          Alkalmak lemondása
        </Button>
      }
    >
      {series.isError ? (
        <LoadError message={SERIES_LOAD_FAILED} onRetry={() => void series.refetch()} />
      ) : !series.isSuccess || !from ? (
        <Stack gap="xs" role="status" aria-label="Betöltés…">
          <Skeleton height={18} />
          <Skeleton height={60} />
        </Stack>
      ) : (
        <Stack gap="xs" data-testid="series-cancel-summary">
          <Text size="sm">{cancelRestQuestion(rest.length, from.expert.name)}</Text>
          <List size="sm" spacing={2} aria-label="Lemondandó alkalmak">
            {cancelRestDates(rest).map((date) => (
              <List.Item key={date}>{date}</List.Item>
            ))}
          </List>
          {money ? <Text size="sm">{money}</Text> : null}
        </Stack>
      )}
    </DialogFrame>
  );
}
