import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { SaveForm } from '@web/components/save-form';
import { SectionCard } from '@web/components/section-card';
import { checkedBy, useApiForm } from '@web/lib/use-api-form';
import { type BookingSettingsValues, type SettingsDraft, validateSettings } from '../lib/settings-form';

export const SETTINGS_SAVED = 'A foglalási beállítások sikeresen mentve.';

const FIELDS: {
  key: keyof BookingSettingsValues;
  label: string;
  description: string;
  min: number;
  max: number;
}[] = [
  {
    key: 'minNoticeHours',
    label: 'Minimális előzetes foglalási idő (óra)',
    description: 'Legalább ennyi órával a kezdés előtt lehet foglalni (0–720).',
    min: 0,
    max: 720,
  },
  {
    key: 'bufferBeforeMinutes',
    label: 'Felkészülési idő a foglalások előtt (perc)',
    description: 'Ennyi perc szabad marad minden foglalás kezdete előtt (0–240).',
    min: 0,
    max: 240,
  },
  {
    key: 'bufferMinutes',
    label: 'Szünet a foglalások után (perc)',
    description: 'Ennyi perc szabad marad minden foglalás vége után (0–240).',
    min: 0,
    max: 240,
  },
  {
    key: 'maxAdvanceDays',
    label: 'Legfeljebb ennyi nappal előre (nap)',
    description: 'Ennél távolabbi időpont nem foglalható (1–365).',
    min: 1,
    max: 365,
  },
  {
    key: 'cancelDeadlineHours',
    label: 'Lemondási határidő (óra)',
    description:
      'Ennyi órával a kezdés előtt a kérdező már nem mondhatja le és nem kérheti áthelyezni a konzultációt. 0: a kezdésig bármikor.',
    min: 0,
    max: 720,
  },
];

const settingsForm = checkedBy(validateSettings);

/**
 * "Foglalási beállítások": notice period, buffers before and after bookings, booking horizon and the asker's
 * cancellation and time-change deadline.
 */
export function BookingSettingsSection({
  initial,
  saving,
  onSave,
}: {
  initial: BookingSettingsValues;
  saving: boolean;
  onSave: (settings: BookingSettingsValues) => Promise<unknown>;
}) {
  const settingsEdit = useApiForm({
    initialValues: { ...initial } as SettingsDraft,
    schema: settingsForm,
    submit: onSave,
    success: SETTINGS_SAVED,
  });
  const { form } = settingsEdit;

  return (
    <SectionCard title="Foglalási beállítások" id="foglalasi-beallitasok">
      <Text size="sm">
        Ezek a szabályok határozzák meg, mely szabad időpontjait látják és foglalhatják a kérdezők.
      </Text>
      <SaveForm
        form={settingsEdit}
        submitLabel="Beállítások mentése"
        pending={saving || settingsEdit.pending}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {FIELDS.map((field) => (
            <NumberInput
              key={field.key}
              label={field.label}
              description={field.description}
              min={field.min}
              max={field.max}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              required
              {...form.getInputProps(field.key)}
            />
          ))}
        </SimpleGrid>
      </SaveForm>
    </SectionCard>
  );
}
