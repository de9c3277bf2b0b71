import {
  MAINTENANCE_BANNER_MAX,
  OPERATOR_FIELD_KEYS,
  OPERATOR_FIELD_MAX,
  OPERATOR_FIELDS,
  type PlatformSettings,
  platformSettingsBody,
  REMINDER_OFFSET_MAX_MINUTES,
  REMINDER_OFFSET_MIN_MINUTES,
  REMINDER_OFFSETS_MAX_COUNT,
} from '@common/api/settings';
import { PLATFORM_FEE_MAX_PERCENT } from '@common/constants';
import { formatDateTime } from '@common/format';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { InlineError } from '@web/components/inline-error';
import { errorWithin, fromNumberInput, useApiForm } from '@web/lib/use-api-form';
import { z } from 'zod';
import { useUpdateSettingsMutation } from '../api/update-settings';

type NumberValue = number | string;
const asNumber = (value: NumberValue) => (typeof value === 'number' ? value : Number.NaN);

/** The shared schema over the form's values (NumberInput gives '' for an empty field). */
const { shape } = platformSettingsBody;
const settingsForm = platformSettingsBody.extend({
  reminderOffsetsMinutes: z.preprocess(
    (offsets) => (Array.isArray(offsets) ? offsets.map(asNumber) : offsets),
    shape.reminderOffsetsMinutes,
  ),
  defaultMinNoticeHours: fromNumberInput(shape.defaultMinNoticeHours),
  defaultBufferMinutes: fromNumberInput(shape.defaultBufferMinutes),
  defaultMaxAdvanceDays: fromNumberInput(shape.defaultMaxAdvanceDays),
  defaultCancelDeadlineHours: fromNumberInput(shape.defaultCancelDeadlineHours),
  platformFeePercent: fromNumberInput(shape.platformFeePercent),
});

/** The new advisers' default booking settings, in the form's order (their fields' props). */
const BOOKING_DEFAULT_FIELDS = [
  { name: 'defaultMinNoticeHours', label: 'Minimális előrejelzés (óra)', min: 0, max: 720 },
  { name: 'defaultBufferMinutes', label: 'Szünet két foglalás között (perc)', min: 0, max: 240 },
  { name: 'defaultMaxAdvanceDays', label: 'Legfeljebb ennyi napra előre', min: 1, max: 365 },
  { name: 'defaultCancelDeadlineHours', label: 'Alapértelmezett lemondási határidő (óra)', min: 0, max: 720 },
] as const;

/** '1440' → '24 óra', '90' → '1 óra 30 perc', '2880' → '2 nap'. */
export function describeMinutes(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [days ? `${days} nap` : '', hours ? `${hours} óra` : '', rest ? `${rest} perc` : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * The platform settings form: reminder offsets, default booking settings, the platform's commission on
 * paid consultations, contact e-mail, banner and the operator's data of the legal pages.
 */
export function PlatformSettingsForm({ settings }: { settings: PlatformSettings }) {
  const save = useUpdateSettingsMutation();
  const { form, formRef, onSubmit, pending, formError } = useApiForm({
    initialValues: {
      reminderOffsetsMinutes: settings.reminderOffsetsMinutes as NumberValue[],
      defaultMinNoticeHours: settings.defaultMinNoticeHours as NumberValue,
      defaultBufferMinutes: settings.defaultBufferMinutes as NumberValue,
      defaultMaxAdvanceDays: settings.defaultMaxAdvanceDays as NumberValue,
      defaultCancelDeadlineHours: settings.defaultCancelDeadlineHours as NumberValue,
      platformFeePercent: settings.platformFeePercent as NumberValue,
      contactEmail: settings.contactEmail,
      maintenanceBanner: settings.maintenanceBanner,
      operator: settings.operator,
    },
    schema: settingsForm,
    submit: (body) => save.mutateAsync(body),
    // The page re-mounts the form with the saved (normalised) values.
    success: (answer) => answer.message,
    errorText: 'Nem sikerült menteni a beállításokat.',
  });
  const offsets = form.values.reminderOffsetsMinutes;
  const offsetsError = errorWithin(form.errors, 'reminderOffsetsMinutes');
  const setOffsets = (change: (all: NumberValue[]) => NumberValue[]) =>
    form.setFieldValue('reminderOffsetsMinutes', change);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Fieldset legend="Emlékeztetők a tanácsadások előtt" variant="unstyled">
          <Stack gap="xs">
            <Text size="sm" c="dark.6">
              Mindkét fél e-mailt kap ennyi perccel a kezdés előtt ({REMINDER_OFFSET_MIN_MINUTES}–
              {REMINDER_OFFSET_MAX_MINUTES} perc, legfeljebb {REMINDER_OFFSETS_MAX_COUNT} emlékeztető).
            </Text>
            {offsets.map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in a short list
              <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                <NumberInput
                  label={`${index + 1}. emlékeztető (perc)`}
                  name={`reminderOffsetsMinutes.${index}`}
                  min={REMINDER_OFFSET_MIN_MINUTES}
                  max={REMINDER_OFFSET_MAX_MINUTES}
                  allowDecimal={false}
                  value={value}
                  description={
                    describeMinutes(asNumber(value)) ? `${describeMinutes(asNumber(value))} előtte` : ' '
                  }
                  error={Boolean(offsetsError)}
                  onChange={(next) => setOffsets((all) => all.map((v, i) => (i === index ? next : v)))}
                  style={{ flex: '1 1 auto', maxWidth: 260 }}
                />
                <ActionIcon
                  variant="default"
                  size="lg"
                  mb={4}
                  disabled={offsets.length <= 1}
                  onClick={() => setOffsets((all) => all.filter((_, i) => i !== index))}
                  aria-label={`${index + 1}. emlékeztető törlése`}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
            <InlineError message={offsetsError} />
            <Group>
              <Button
                variant="light"
                size="sm"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                disabled={offsets.length >= REMINDER_OFFSETS_MAX_COUNT}
                onClick={() => setOffsets((all) => [...all, ''])}
              >
                Emlékeztető hozzáadása
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend="Új tanácsadók alapértelmezett foglalási beállításai" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {BOOKING_DEFAULT_FIELDS.map((field) => (
              <NumberInput
                key={field.name}
                {...field}
                allowDecimal={false}
                {...form.getInputProps(field.name)}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" c="dark.6" mt="xs">
            0 órás lemondási határidő esetén a kérdező a kezdésig bármikor lemondhatja vagy áthelyezheti a
            konzultációt. A meglévő tanácsadók beállításai nem változnak.
          </Text>
        </Fieldset>

        <Fieldset legend="Díjas tanácsadások" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="Platformjutalék (%)"
              name="platformFeePercent"
              min={0}
              max={PLATFORM_FEE_MAX_PERCENT}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('platformFeePercent')}
            />
          </SimpleGrid>
          <Text size="sm" c="dark.6" mt="xs">
            A portálon fizetett tanácsadások bruttó díjából ennyi százalék a platformé (0–
            {PLATFORM_FEE_MAX_PERCENT}
            %). Az ezután foglalt tanácsadásokra vonatkozik; a már lefoglaltak jutaléka nem változik.
          </Text>
        </Fieldset>

        <TextInput
          label="Kapcsolati e-mail cím"
          name="contactEmail"
          type="email"
          autoComplete="off"
          description="Üresen hagyva nem jelenik meg."
          {...form.getInputProps('contactEmail')}
        />
        <Textarea
          label="Karbantartási üzenet"
          name="maintenanceBanner"
          description={`Minden oldal tetején megjelenik, amíg nem üres. ${form.values.maintenanceBanner.length}/${MAINTENANCE_BANNER_MAX} karakter.`}
          autosize
          minRows={2}
          maxLength={MAINTENANCE_BANNER_MAX}
          {...form.getInputProps('maintenanceBanner')}
        />
        <Fieldset legend="Üzemeltetői adatok (ÁSZF, adatkezelési tájékoztató)" variant="unstyled">
          <Text size="sm" c="dark.6" mb="xs">
            Az ÁSZF és az adatkezelési tájékoztató ezeket mutatja (az e-mail címük a fenti kapcsolati cím). Az
            üres mezők helyén a látogatók „–” jelet látnak, az adminisztrátorok figyelmeztetést.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {OPERATOR_FIELD_KEYS.map((field) => (
              <TextInput
                key={field}
                label={OPERATOR_FIELDS[field]}
                name={`operator.${field}`}
                autoComplete="off"
                maxLength={OPERATOR_FIELD_MAX}
                {...form.getInputProps(`operator.${field}`, { withError: false })}
              />
            ))}
          </SimpleGrid>
          <InlineError message={errorWithin(form.errors, 'operator')} />
        </Fieldset>
        <InlineError message={formError} />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dark.6">
            Utoljára mentve: {formatDateTime(settings.updatedAt)}
          </Text>
          <Button type="submit" loading={pending}>
            Mentés
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
