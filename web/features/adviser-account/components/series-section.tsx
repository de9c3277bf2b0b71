import type { SeriesRule } from '@common/api/advisers';
import { SERIES_INTERVALS, SERIES_MAX_OCCURRENCES, SERIES_MIN_OCCURRENCES } from '@common/api/series';
import { Checkbox, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { SaveForm } from '@web/components/save-form';
import { SectionCard } from '@web/components/section-card';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { frequencyLabel } from '@web/lib/series';
import { useApiForm } from '@web/lib/use-api-form';
import { useSaveSeriesSettings } from '../api/series-settings';
import { seriesForm, seriesFormValues } from '../lib/series-form';

type Offer = { id: string; name: string; series: SeriesRule | null };

/**
 * "Ismétlődő foglalás" (issue 40 part 3): per offered consultation type, whether the asker may book the
 * same time as a series (weekly and/or every two weeks) and how many occasions at most.
 */
export function SeriesSection({ offers }: { offers: readonly Offer[] }) {
  const { adviserId } = useAdviserIdentity();
  return (
    <SectionCard title="Ismétlődő foglalás" id="ismetlodo-foglalas">
      <Text size="sm">
        Tanácsadási típusonként engedélyezheti, hogy a kérdező ugyanarra a napra és időre több alkalmat
        foglaljon egyszerre, hetente vagy kéthetente ({SERIES_MIN_OCCURRENCES}–{SERIES_MAX_OCCURRENCES}{' '}
        alkalom). Az alkalmak egyenként jelennek meg a tanácsadásai között; fizetős típusnál mindegyiket külön
        fizeti ki a kérdező.
      </Text>
      {!adviserId ? null : offers.length === 0 ? (
        <Text size="sm" c="dimmed">
          Előbb válassza ki, milyen területeken ad tanácsot.
        </Text>
      ) : (
        offers.map((offer) => <TypeSeries key={offer.id} adviserId={adviserId} offer={offer} />)
      )}
    </SectionCard>
  );
}

function TypeSeries({ adviserId, offer }: { adviserId: string; offer: Offer }) {
  const save = useSaveSeriesSettings(adviserId, offer.id);
  const edit = useApiForm({
    initialValues: seriesFormValues(offer.series),
    schema: seriesForm,
    submit: (body) => save.mutateAsync(body),
    success: `A(z) „${offer.name}” ismétlődő foglalási beállítása sikeresen mentve.`,
    afterSave: (_body, answer) => seriesFormValues(answer.data.series),
  });
  const { form } = edit;
  const allowed = form.values.allowed;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={`Ismétlődő foglalás – ${offer.name}`}
      data-testid="series-settings"
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {offer.name}
        </Title>
        <SaveForm form={edit} submitLabel="Beállítás mentése" gap="sm">
          <Switch
            label="Sorozat foglalható"
            description="Bekapcsolva a kérdező a kiválasztott időponttól kezdve több alkalmat foglalhat."
            {...form.getInputProps('allowed', { type: 'checkbox' })}
          />
          {allowed ? (
            <Group align="flex-start" gap="xl" wrap="wrap">
              <Checkbox.Group label="Gyakoriság" withAsterisk {...form.getInputProps('intervalWeeks')}>
                <Stack gap={6} mt={6}>
                  {SERIES_INTERVALS.map((weeks) => (
                    <Checkbox key={weeks} value={String(weeks)} label={frequencyLabel(weeks)} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <NumberInput
                label="Alkalmak legfeljebb"
                description={`${SERIES_MIN_OCCURRENCES}–${SERIES_MAX_OCCURRENCES} alkalom`}
                withAsterisk
                min={SERIES_MIN_OCCURRENCES}
                max={SERIES_MAX_OCCURRENCES}
                allowDecimal={false}
                allowNegative={false}
                maw={200}
                {...form.getInputProps('maxOccurrences')}
              />
            </Group>
          ) : null}
        </SaveForm>
      </Stack>
    </Paper>
  );
}
