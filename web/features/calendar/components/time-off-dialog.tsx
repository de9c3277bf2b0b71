import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { serverFieldErrors } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useRef, useState } from 'react';
import type { TimeOffInput } from '../api/add-time-off';
import {
  initialTimeOffDraft,
  type TimeOffDraft,
  type TimeOffErrors,
  validateTimeOff,
} from '../lib/time-off-form';

const REASON_MAX = 300;
export const TIME_OFF_ADDED = 'A távollét sikeresen rögzítve.';

/**
 * "Távollét hozzáadása": start and end in Budapest wall-clock time (sent as ISO with the offset of each
 * date) and an optional reason. `range` prefills it (a range selected on the calendar). The page gives
 * it a new `key` for every opening, so it always starts from its initial values.
 */
export function TimeOffDialog({
  opened,
  range,
  pending,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  range: { start: Date; end: Date } | null;
  pending: boolean;
  onSubmit: (body: TimeOffInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<TimeOffDraft>(() => initialTimeOffDraft(range));
  const [errors, setErrors] = useState<TimeOffErrors>({});
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    if (!pending) onClose();
  };

  const focusFirst = (found: TimeOffErrors) => {
    const target = found.start ? startRef : found.end ? endRef : reasonRef;
    requestAnimationFrame(() => target.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateTimeOff(draft);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirst(result.errors);
      return;
    }
    setErrors({});
    try {
      await onSubmit(result.body);
      notifySuccess(TIME_OFF_ADDED);
      onClose();
    } catch (error) {
      // The red toast has already been shown; a field-level answer also lands on its field.
      const fields = serverFieldErrors(error);
      const found: TimeOffErrors = {
        start: fields.startTime,
        end: fields.endTime,
        reason: fields.reason,
      };
      if (found.start || found.end || found.reason) {
        setErrors(found);
        focusFirst(found);
      }
    }
  };

  const change = (field: keyof TimeOffDraft, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Távollét hozzáadása"
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={startRef}
            type="datetime-local"
            label="Kezdés (budapesti idő)"
            required
            value={draft.start}
            error={errors.start}
            onChange={(e) => change('start', e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            ref={endRef}
            type="datetime-local"
            label="Befejezés (budapesti idő)"
            required
            value={draft.end}
            error={errors.end}
            onChange={(e) => change('end', e.currentTarget.value)}
          />
          <Textarea
            ref={reasonRef}
            label="Indoklás"
            description={`Nem kötelező; csak Ön látja. (${draft.reason.length} / ${REASON_MAX} karakter)`}
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            value={draft.reason}
            error={errors.reason}
            onChange={(e) => change('reason', e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              Mégse
            </Button>
            <Button type="submit" loading={pending}>
              Távollét mentése
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
