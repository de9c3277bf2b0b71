import {
  type AdminType,
  TYPE_DURATION_MAX,
  TYPE_DURATION_MIN,
  TYPE_NAME_MAX,
  typeBody,
} from '@common/api/types';
import { Badge, Button, ColorInput, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { InlineError } from '@web/components/inline-error';
import {
  errorCode,
  errorText,
  type FieldErrors,
  fieldErrorsOf,
  focusFirstInvalid,
  serverFieldErrors,
} from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCreateTypeMutation } from '../api/create-type';
import { useUpdateTypeMutation } from '../api/update-type';

/** Dark enough for white text (AA), so the preview badge stays readable. */
const SWATCHES = ['#1864ab', '#2b8a3e', '#c92a2a', '#862e9c', '#d9480f', '#0b7285', '#5c940d', '#495057'];

/** "Új típus" / "Típus szerkesztése": name, colour (picker or #RRGGBB) and duration in minutes. */
export function TypeDialog({
  opened,
  type,
  onClose,
}: {
  opened: boolean;
  /** The type being edited; null creates a new one. */
  type: AdminType | null;
  onClose: () => void;
}) {
  const create = useCreateTypeMutation();
  const update = useUpdateTypeMutation();
  const pending = create.isPending || update.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [color, setColor] = useState(SWATCHES[0] as string);
  const [duration, setDuration] = useState<number | string>(60);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setName(type?.name ?? '');
    setColor(type?.color ?? (SWATCHES[0] as string));
    setDuration(type?.durationMinutes ?? 60);
    setErrors({});
    setError(null);
  }, [opened, type]);

  const close = () => {
    if (!pending) onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = typeBody.safeParse({
      name,
      color,
      durationMinutes: typeof duration === 'number' ? duration : Number.NaN,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    setError(null);
    const handlers = {
      onSuccess: (answer: { message: string }) => {
        notifySuccess(answer.message);
        onClose();
      },
      onError: (e: unknown) => {
        const fields = serverFieldErrors(e);
        if (errorCode(e) === 'TYPE_NAME_TAKEN') fields.name = errorText(e, 'Ez a név már foglalt.');
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          focusFirstInvalid(formRef);
        } else setError(errorText(e, 'Nem sikerült menteni a típust.'));
      },
    };
    if (type) update.mutate({ id: type.id, body: parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  };

  const validColor = /^#[0-9a-f]{6}$/i.test(color);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={type ? 'Típus szerkesztése' : 'Új tanácsadási típus'}
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Név"
            name="name"
            required
            autoComplete="off"
            maxLength={TYPE_NAME_MAX}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <ColorInput
            label="Szín"
            name="color"
            required
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={8}
            description="Válasszon a mintákból, vagy adja meg #RRGGBB formában."
            value={color}
            error={errors.color}
            onChange={setColor}
            eyeDropperButtonProps={{ 'aria-label': 'Szín felvétele a képernyőről' }}
          />
          <NumberInput
            label="Időtartam (perc)"
            name="durationMinutes"
            required
            min={TYPE_DURATION_MIN}
            max={TYPE_DURATION_MAX}
            step={5}
            allowDecimal={false}
            value={duration}
            error={errors.durationMinutes}
            onChange={setDuration}
          />
          {type && type.appointmentCount > 0 ? (
            <Text size="sm" c="dark.6">
              A már lefoglalt időpontok az eredeti időtartammal maradnak meg.
            </Text>
          ) : null}
          <Group gap="xs">
            <Text size="sm">Előnézet:</Text>
            <Badge color={validColor ? color : 'gray'} variant="filled" autoContrast>
              {name.trim() || 'Típus neve'}
            </Badge>
          </Group>
          <InlineError message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              Mégse
            </Button>
            <Button type="submit" loading={pending}>
              {type ? 'Mentés' : 'Létrehozás'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
