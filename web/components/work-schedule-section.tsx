import type { WorkSchedule } from '@common/api/advisers';
import { WEEKDAYS } from '@common/format';
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { checkedBy, useApiForm } from '@web/lib/use-api-form';
import { SaveForm } from './save-form';
import { SectionCard } from './section-card';
import {
  draftOf,
  newKey,
  nextRange,
  type ScheduleDraft,
  type TimeRange,
  validateDraft,
} from './work-schedule-draft';

/** The draft's check as a form schema: `ranges.<key>.start|end`, `days.<day>` and the form's `message`. */
/** The two time fields of a working period. */
const RANGE_ENDS = [
  { field: 'start', label: 'Kezdés' },
  { field: 'end', label: 'Befejezés' },
] as const;

const scheduleForm = checkedBy((values: { days: ScheduleDraft }) => {
  const result = validateDraft(values.days);
  if (result.ok) return { ok: true, body: result.schedule };
  const errors: Record<string, string> = {};
  for (const [key, range] of Object.entries(result.errors.ranges)) {
    if (range.start) errors[`ranges.${key}.start`] = range.start;
    if (range.end) errors[`ranges.${key}.end`] = range.end;
  }
  for (const [day, message] of Object.entries(result.errors.days)) errors[`days.${day}`] = message;
  errors.message = result.message ?? 'Kérjük, javítsa a megjelölt időszakokat.';
  return { ok: false, errors };
});

/**
 * "Munkaidő": one or more start–end ranges per weekday (Europe/Budapest time). Shared by the adviser's
 * profile and calendar screens; each passes its own save call (PUT /api/tanacsadok/{id}/work-schedule),
 * which rejects after the HTTP client has shown the red toast.
 */
export function WorkScheduleSection({
  initial,
  saving,
  onSave,
}: {
  initial: WorkSchedule;
  saving: boolean;
  onSave: (schedule: WorkSchedule) => Promise<unknown>;
}) {
  const schedule = useApiForm({
    initialValues: { days: draftOf(initial) },
    schema: scheduleForm,
    submit: onSave,
    success: 'A munkaidő sikeresen mentve.',
    onInvalid: (errors) => {
      setFormError(String(errors.message));
    },
  });
  const { form, setFormError } = schedule;
  const draft = form.values.days;
  const errorOf = (path: string) => form.errors[path];

  const updateDay = (day: number, change: (ranges: TimeRange[]) => TimeRange[]) =>
    form.setFieldValue('days', (current) => ({ ...current, [day]: change(current[day] ?? []) }));

  const copyMondayToWeekdays = () =>
    form.setFieldValue('days', (current) => {
      const monday = current[1] ?? [];
      const next = { ...current };
      for (const day of [2, 3, 4, 5]) next[day] = monday.map((r) => ({ ...r, key: newKey() }));
      return next;
    });

  return (
    <SectionCard title="Munkaidő" id="munkaido">
      <Text size="sm">
        Adja meg, mely napokon és időszakokban fogad foglalásokat (magyarországi idő szerint). Egy napon több
        időszak is lehet, például ebédszünettel. Üresen hagyott nap szabadnapnak számít.
      </Text>
      <SaveForm form={schedule} submitLabel="Munkaidő mentése" pending={saving || schedule.pending} gap="sm">
        {WEEKDAYS.map(({ day, name }) => {
          const ranges = draft[day] ?? [];
          const dayError = errorOf(`days.${day}`);
          const dayErrorId = `schedule-day-${day}-error`;
          return (
            <Fieldset
              key={day}
              legend={name}
              p="sm"
              data-testid={`schedule-day-${day}`}
              aria-describedby={dayError ? dayErrorId : undefined}
            >
              <Stack gap="xs">
                {ranges.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Szabadnap
                  </Text>
                ) : null}
                {ranges.map((range, index) => (
                  <Group key={range.key} gap="xs" wrap="nowrap" align="flex-start">
                    {RANGE_ENDS.map(({ field, label }) => (
                      <TextInput
                        key={field}
                        type="time"
                        label={label}
                        aria-label={`${label} – ${name}, ${index + 1}. időszak`}
                        value={range[field]}
                        error={errorOf(`ranges.${range.key}.${field}`)}
                        onChange={(e) => {
                          const value = e.currentTarget.value;
                          updateDay(day, (list) =>
                            list.map((r) => (r.key === range.key ? { ...r, [field]: value } : r)),
                          );
                        }}
                        style={{ flex: 1, minWidth: 0 }}
                      />
                    ))}
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size={36}
                      mt={25}
                      aria-label={`Időszak törlése – ${name}, ${index + 1}. időszak`}
                      onClick={() => updateDay(day, (list) => list.filter((r) => r.key !== range.key))}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                ))}
                {dayError ? (
                  <Text size="sm" c="red.9" id={dayErrorId} role="alert">
                    {dayError}
                  </Text>
                ) : null}
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPlus size={16} aria-hidden="true" />}
                    aria-label={`Időszak hozzáadása – ${name}`}
                    onClick={() => updateDay(day, (list) => [...list, nextRange(list)])}
                  >
                    Időszak hozzáadása
                  </Button>
                  {day === 1 && ranges.length > 0 ? (
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconCopy size={16} aria-hidden="true" />}
                      onClick={copyMondayToWeekdays}
                    >
                      Hétfő másolása keddtől péntekig
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
      </SaveForm>
    </SectionCard>
  );
}
