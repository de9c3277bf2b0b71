import {
  MAINTENANCE_BANNER_MAX,
  OPERATOR_FIELD_KEYS,
  OPERATOR_FIELD_MAX,
  OPERATOR_FIELDS,
  type OperatorField,
  type PlatformSettings,
  platformSettingsBody,
  REMINDER_OFFSET_MAX_MINUTES,
  REMINDER_OFFSET_MIN_MINUTES,
  REMINDER_OFFSETS_MAX_COUNT,
} from '@common/api/settings';
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
import {
  errorText,
  type FieldErrors,
  fieldErrorsOf,
  focusFirstInvalid,
  serverFieldErrors,
} from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useRef, useState } from 'react';
import { useUpdateSettingsMutation } from '../api/update-settings';

type NumberValue = number | string;
const asNumber = (value: NumberValue) => (typeof value === 'number' ? value : Number.NaN);

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
 * The platform settings form: reminder offsets, default booking settings, contact e-mail, banner and the
 * operator's data of the legal pages.
 */
export function PlatformSettingsForm({ settings }: { settings: PlatformSettings }) {
  const save = useUpdateSettingsMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [offsets, setOffsets] = useState<NumberValue[]>(settings.reminderOffsetsMinutes);
  const [minNotice, setMinNotice] = useState<NumberValue>(settings.defaultMinNoticeHours);
  const [buffer, setBuffer] = useState<NumberValue>(settings.defaultBufferMinutes);
  const [maxAdvance, setMaxAdvance] = useState<NumberValue>(settings.defaultMaxAdvanceDays);
  const [cancelDeadline, setCancelDeadline] = useState<NumberValue>(settings.defaultCancelDeadlineHours);
  const [contactEmail, setContactEmail] = useState(settings.contactEmail);
  const [banner, setBanner] = useState(settings.maintenanceBanner);
  const [operator, setOperator] = useState(settings.operator);
  const setOperatorField = (field: OperatorField, value: string) =>
    setOperator((all) => ({ ...all, [field]: value }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = platformSettingsBody.safeParse({
      reminderOffsetsMinutes: offsets.map(asNumber),
      defaultMinNoticeHours: asNumber(minNotice),
      defaultBufferMinutes: asNumber(buffer),
      defaultMaxAdvanceDays: asNumber(maxAdvance),
      defaultCancelDeadlineHours: asNumber(cancelDeadline),
      contactEmail,
      maintenanceBanner: banner,
      operator,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    setError(null);
    save.mutate(parsed.data, {
      // The page re-mounts the form with the saved (normalised) values.
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (e) => {
        const fields = serverFieldErrors(e);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          focusFirstInvalid(formRef);
        } else setError(errorText(e, 'Nem sikerült menteni a beállításokat.'));
      },
    });
  };

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
                  error={Boolean(errors.reminderOffsetsMinutes)}
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
            <InlineError message={errors.reminderOffsetsMinutes} />
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
            <NumberInput
              label="Minimális előrejelzés (óra)"
              name="defaultMinNoticeHours"
              min={0}
              max={720}
              allowDecimal={false}
              value={minNotice}
              error={errors.defaultMinNoticeHours}
              onChange={setMinNotice}
            />
            <NumberInput
              label="Szünet két foglalás között (perc)"
              name="defaultBufferMinutes"
              min={0}
              max={240}
              allowDecimal={false}
              value={buffer}
              error={errors.defaultBufferMinutes}
              onChange={setBuffer}
            />
            <NumberInput
              label="Legfeljebb ennyi napra előre"
              name="defaultMaxAdvanceDays"
              min={1}
              max={365}
              allowDecimal={false}
              value={maxAdvance}
              error={errors.defaultMaxAdvanceDays}
              onChange={setMaxAdvance}
            />
            <NumberInput
              label="Alapértelmezett lemondási határidő (óra)"
              name="defaultCancelDeadlineHours"
              min={0}
              max={720}
              allowDecimal={false}
              value={cancelDeadline}
              error={errors.defaultCancelDeadlineHours}
              onChange={setCancelDeadline}
            />
          </SimpleGrid>
          <Text size="sm" c="dark.6" mt="xs">
            0 órás lemondási határidő esetén a kérdező a kezdésig bármikor lemondhatja vagy áthelyezheti a
            konzultációt. A meglévő tanácsadók beállításai nem változnak.
          </Text>
        </Fieldset>

        <TextInput
          label="Kapcsolati e-mail cím"
          name="contactEmail"
          type="email"
          autoComplete="off"
          description="Üresen hagyva nem jelenik meg."
          value={contactEmail}
          error={errors.contactEmail}
          onChange={(event) => setContactEmail(event.currentTarget.value)}
        />
        <Textarea
          label="Karbantartási üzenet"
          name="maintenanceBanner"
          description={`Minden oldal tetején megjelenik, amíg nem üres. ${banner.length}/${MAINTENANCE_BANNER_MAX} karakter.`}
          autosize
          minRows={2}
          maxLength={MAINTENANCE_BANNER_MAX}
          value={banner}
          error={errors.maintenanceBanner}
          onChange={(event) => setBanner(event.currentTarget.value)}
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
                value={operator[field]}
                onChange={(event) => setOperatorField(field, event.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
          <InlineError message={errors.operator} />
        </Fieldset>
        <InlineError message={error} />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dark.6">
            Utoljára mentve: {formatDateTime(settings.updatedAt)}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Mentés
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
