import {
  type AdminType,
  TYPE_DURATION_MAX,
  TYPE_DURATION_MIN,
  TYPE_NAME_MAX,
  typeBody,
} from '@common/api/types';
import { Badge, ColorInput, Group, NumberInput, Text } from '@mantine/core';
import { EditDialog, useEditDialogForm } from '@web/components/admin-edit-dialog';
import { fromNumberInput } from '@web/lib/use-api-form';
import { useCreateTypeMutation } from '../api/create-type';
import { useUpdateTypeMutation } from '../api/update-type';

const typeForm = typeBody.extend({ durationMinutes: fromNumberInput(typeBody.shape.durationMinutes) });

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
  const typeDialog = useEditDialogForm({
    opened,
    item: type,
    initialValues: {
      name: type?.name ?? '',
      color: type?.color ?? (SWATCHES[0] as string),
      durationMinutes: (type?.durationMinutes ?? 60) as number | string,
    },
    schema: typeForm,
    create: create.mutateAsync,
    update: update.mutateAsync,
    onClose,
    errorFields: { TYPE_NAME_TAKEN: 'name' },
    errorText: 'Nem sikerült menteni a típust.',
  });
  const { form } = typeDialog;
  const { name, color } = form.values;

  const validColor = /^#[0-9a-f]{6}$/i.test(color);
  return (
    <EditDialog
      opened={opened}
      editing={type !== null}
      title="Új tanácsadási típus"
      editTitle="Típus szerkesztése"
      form={typeDialog}
      nameMaxLength={TYPE_NAME_MAX}
      onClose={onClose}
    >
      <ColorInput
        label="Szín"
        name="color"
        required
        format="hex"
        swatches={SWATCHES}
        swatchesPerRow={8}
        description="Válasszon a mintákból, vagy adja meg #RRGGBB formában."
        {...form.getInputProps('color')}
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
        {...form.getInputProps('durationMinutes')}
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
    </EditDialog>
  );
}
