import {
  ADJUST_DAYS_MAX,
  type AdminPackage,
  PACKAGE_NAME_MAX,
  PACKAGE_PRICE_MAX,
  packageBody,
} from '@common/api/admin-billing';
import type { Audience } from '@common/api/subscriptions';
import { Checkbox, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import { EditDialog, useEditDialogForm } from '@web/components/admin-edit-dialog';
import { fromNumberInput } from '@web/lib/use-api-form';
import { useCreatePackageMutation } from '../api/create-package';
import { useUpdatePackageMutation } from '../api/update-package';

const packageForm = packageBody.extend({
  days: fromNumberInput(packageBody.shape.days),
  priceHuf: fromNumberInput(packageBody.shape.priceHuf),
});

/** "Új csomag" / "Csomag szerkesztése": name, audience, days, gross price in HUF, active. */
export function PackageDialog({
  opened,
  pkg,
  onClose,
}: {
  opened: boolean;
  pkg: AdminPackage | null;
  onClose: () => void;
}) {
  const create = useCreatePackageMutation();
  const update = useUpdatePackageMutation();
  const packageDialog = useEditDialogForm({
    opened,
    item: pkg,
    initialValues: {
      name: pkg?.name ?? '',
      audience: (pkg?.audience ?? 'kerdezo') as Audience | null,
      days: (pkg?.days ?? 30) as number | string,
      priceHuf: (pkg?.priceHuf ?? 0) as number | string,
      active: pkg?.active ?? true,
    },
    schema: packageForm,
    create: create.mutateAsync,
    update: update.mutateAsync,
    onClose,
    errorText: 'Nem sikerült menteni a csomagot.',
  });
  const { form } = packageDialog;

  return (
    <EditDialog
      opened={opened}
      editing={pkg !== null}
      title="Új előfizetési csomag"
      editTitle="Csomag szerkesztése"
      form={packageDialog}
      nameMaxLength={PACKAGE_NAME_MAX}
      onClose={onClose}
    >
      <Select
        label="Kinek szól"
        name="audience"
        required
        data={[
          { value: 'kerdezo', label: 'Kérdezőknek (foglalási jogosultság)' },
          { value: 'tanacsado', label: 'Tanácsadóknak (megjelenés a keresőben)' },
        ]}
        {...form.getInputProps('audience')}
        allowDeselect={false}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label="Időtartam (nap)"
          name="days"
          required
          min={1}
          max={ADJUST_DAYS_MAX}
          allowDecimal={false}
          {...form.getInputProps('days')}
        />
        <NumberInput
          label="Bruttó ár (Ft)"
          name="priceHuf"
          required
          min={0}
          max={PACKAGE_PRICE_MAX}
          allowDecimal={false}
          thousandSeparator=" "
          suffix=" Ft"
          {...form.getInputProps('priceHuf')}
        />
      </SimpleGrid>
      <Checkbox
        label="Aktív (megvásárolható)"
        name="active"
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
      {pkg && pkg.paymentCount > 0 ? (
        <Text size="sm" c="dark.6">
          A korábbi befizetések az akkori névvel, időtartammal és árral maradnak meg.
        </Text>
      ) : null}
    </EditDialog>
  );
}
