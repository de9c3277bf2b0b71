import { DAC7_FIRST_YEAR, type Dac7ReportFormat } from '@common/api/dac7';
import { budapestDateKey } from '@common/budapest-time';
import { Button, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconMailForward } from '@tabler/icons-react';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import { useState } from 'react';
import { useDac7SummaryQuery, useDownloadReportMutation, useSendCopiesMutation } from './api/report';

/** The years that can be reported: from DAC7's first year to this one (Budapest). */
function reportYears(now = new Date()): number[] {
  const current = Number(budapestDateKey(now).slice(0, 4));
  return Array.from({ length: Math.max(1, current - DAC7_FIRST_YEAR + 1) }, (_, i) => current - i);
}

function YearSummary({ year }: { year: number }) {
  const summary = useDac7SummaryQuery(year);
  if (summary.isPending) return <Skeleton height={48} role="status" aria-label="Összesítés betöltése…" />;
  if (summary.isError) {
    return (
      <LoadError
        message="Nem sikerült betölteni az év összesítését."
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const { sellers, incomplete, copiesSent } = summary.data;
  return (
    <Text size="sm" data-testid="dac7-summary" role="status">
      {sellers === 0
        ? `A ${year}. évben nem volt a portálon fizetett tanácsadás: nincs jelentendő tanácsadó.`
        : `A ${year}. évben ${sellers} tanácsadó kapott díjat a portálon; közülük ${incomplete} tanácsadónak hiányoznak a DAC7 adatai. A saját adatait eddig ${copiesSent} tanácsadó kapta meg e-mailben.`}
    </Text>
  );
}

/**
 * /admin/dac7: the yearly DAC7 report (issue 39). The admin downloads it (CSV for a spreadsheet, XML in
 * the DPI structure) to file with NAV by January 31, and mails each adviser their own row.
 */
export default function Dac7ReportPage() {
  const years = reportYears();
  const [year, setYear] = useState(() => years[1] ?? years[0] ?? DAC7_FIRST_YEAR);
  const download = useDownloadReportMutation();
  const copies = useSendCopiesMutation();
  const downloading = (format: Dac7ReportFormat) =>
    download.isPending && download.variables?.format === format;

  return (
    <PageShell
      title="DAC7 jelentés"
      intro="A portálon fizetett tanácsadásokról a platform minden év január 31-ig jelentést küld a NAV-nak (DAC7, Aktv.). A jelentés tanácsadónként tartalmazza az azonosító adatokat és negyedévenként a kapott díjakat (visszatérítések nélkül), a tanácsadások számát és a levont jutalékot."
    >
      <SectionCard title="Éves jelentés">
        <Stack gap="md">
          <NativeSelect
            label="Év"
            name="year"
            maw={200}
            data={years.map(String)}
            value={String(year)}
            onChange={(event) => setYear(Number(event.currentTarget.value))}
          />
          <YearSummary year={year} />
          <Group gap="sm">
            <Button
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={downloading('csv')}
              disabled={download.isPending}
              onClick={() => download.mutate({ year, format: 'csv' })}
            >
              CSV letöltése
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={downloading('xml')}
              disabled={download.isPending}
              onClick={() => download.mutate({ year, format: 'xml' })}
            >
              XML letöltése
            </Button>
          </Group>
          <Text size="sm">
            A CSV pontosvesszővel tagolt, UTF-8 kódolású (magyar Excelben közvetlenül megnyitható). Az XML a
            NAV DAC7 (DPI) adatszolgáltatásának fő elemeit követi; beküldés előtt ellenőrizze a NAV
            nyomtatványkitöltőjében. Minden letöltés bekerül a változásnaplóba.
          </Text>
        </Stack>
      </SectionCard>
      <SectionCard title="Tájékoztatás a tanácsadóknak">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            A jogszabály szerint minden jelentett tanácsadó megkapja a róla jelentett adatokat. A gomb
            tanácsadónként egyszer küldi ki az év adatait; aki már megkapta, annak újra nem.
          </Text>
          <Button
            variant="default"
            leftSection={<IconMailForward size={16} aria-hidden="true" />}
            loading={copies.isPending}
            onClick={() => copies.mutate(year)}
          >
            {`${year}. évi adatok kiküldése`}
          </Button>
        </Stack>
      </SectionCard>
    </PageShell>
  );
}
