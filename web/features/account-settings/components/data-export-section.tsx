import { DATA_EXPORT_VALID_HOURS, type DataExport } from '@common/api/account';
import { formatDateTime } from '@common/format';
import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { FormSkeleton } from '@web/components/form-skeleton';
import { InlineError } from '@web/components/inline-error';
import { LoadError } from '@web/components/load-error';
import { SectionCard } from '@web/components/section-card';
import { errorText } from '@web/lib/form';
import { useState } from 'react';
import { DATA_EXPORT_LOAD_FAILED, useDataExportQuery } from '../api/get-data-export';
import { useRequestDataExportMutation } from '../api/request-data-export';

const REQUEST = 'Adatcsomag kérése';

/** The state of the newest export in words (a live region announces each change). */
function ExportState({ state }: { state: DataExport }) {
  if (state.status === 'pending') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-hidden="true" />
        <Text>Készül… Amint elkészül, e-mailben elküldjük a letöltési linket.</Text>
      </Group>
    );
  }
  if (state.status === 'ready') {
    return (
      <Text>
        Elküldtük e-mailben a letöltési linket ({DATA_EXPORT_VALID_HOURS} óráig érvényes
        {state.expiresAt ? `, ${formatDateTime(state.expiresAt)}-ig` : ''}).
      </Text>
    );
  }
  if (state.status === 'failed') {
    return (
      <Text c="red.9">
        Nem sikerült elkészíteni az adatcsomagot. Kérjük, próbálja újra néhány perc múlva.
      </Text>
    );
  }
  return null;
}

/**
 * "Adataim letöltése" (GDPR Art. 15 and 20): a ZIP of the user's data, made in the background; the
 * download link arrives by mail (never shown here) and works for 24 hours.
 */
export function DataExportSection() {
  const query = useDataExportQuery();
  const request = useRequestDataExportMutation();
  const [error, setError] = useState<string | null>(null);

  const ask = () => {
    setError(null);
    request.mutate(undefined, {
      onError: (failure) => setError(errorText(failure, 'Nem sikerült elindítani az adatcsomag készítését.')),
    });
  };

  return (
    <SectionCard title="Adataim letöltése">
      <Text size="sm">
        Letöltheti a portálon tárolt személyes adatait: fiókja és profilja (számlázási adataival), foglalásai,
        üzenetei, értékelései és fizetései géppel olvasható JSON fájlokban, valamint feltöltött képei,
        elküldött csatolmányai és konzultációi számlái, egy ZIP fájlban. Az adatcsomag pár perc alatt
        elkészül; a letöltési linket e-mailben küldjük el, és {DATA_EXPORT_VALID_HOURS} óráig érvényes.
      </Text>
      {query.isPending ? (
        <FormSkeleton rows={1} />
      ) : query.isError ? (
        <LoadError message={DATA_EXPORT_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : null}
      <Box role="status" aria-live="polite" data-testid="data-export-state">
        {query.data ? <ExportState state={query.data} /> : null}
      </Box>
      <Group>
        <Button variant="default" onClick={ask} loading={request.isPending}>
          {REQUEST}
        </Button>
      </Group>
      <InlineError message={error} />
    </SectionCard>
  );
}
