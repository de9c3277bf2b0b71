import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { SectionCard } from '@web/components/section-card';
import { focusFirstInvalid, serverFieldErrors } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useRef, useState } from 'react';
import {
  type BookingSettingsValues,
  type SettingsDraft,
  type SettingsErrors,
  validateSettings,
} from '../lib/settings-form';

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
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<SettingsDraft>(() => ({ ...initial }));
  const [errors, setErrors] = useState<SettingsErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateSettings(draft);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    try {
      await onSave(result.body);
      notifySuccess(SETTINGS_SAVED);
    } catch (error) {
      // The red toast has already been shown; field-level answers land on their fields.
      const fields = serverFieldErrors(error);
      const found: SettingsErrors = {};
      for (const { key } of FIELDS) if (fields[key]) found[key] = fields[key];
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirstInvalid(formRef);
      }
    }
  };

  return (
    <SectionCard title="Foglalási beállítások" id="foglalasi-beallitasok">
      <Text size="sm">
        Ezek a szabályok határozzák meg, mely szabad időpontjait látják és foglalhatják a kérdezők.
      </Text>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
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
                value={draft[field.key]}
                error={errors[field.key]}
                onChange={(value) => setDraft((d) => ({ ...d, [field.key]: value }))}
              />
            ))}
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={saving}>
              Beállítások mentése
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
