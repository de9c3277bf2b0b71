import {
  ADJUST_DAYS_MAX,
  type AdminPackage,
  PACKAGE_NAME_MAX,
  PACKAGE_PRICE_MAX,
  packageBody,
} from '@common/api/admin-billing';
import type { Audience } from '@common/api/subscriptions';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { InlineError } from '@web/components/inline-error';
import {
  errorText,
  type FieldErrors,
  fieldErrorsOf,
  focusFirstInvalid,
  serverFieldErrors,
} from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCreatePackageMutation } from '../api/create-package';
import { useUpdatePackageMutation } from '../api/update-package';

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

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
  const pending = create.isPending || update.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [audience, setAudience] = useState<Audience | null>('kerdezo');
  const [days, setDays] = useState<number | string>(30);
  const [price, setPrice] = useState<number | string>(0);
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setName(pkg?.name ?? '');
    setAudience(pkg?.audience ?? 'kerdezo');
    setDays(pkg?.days ?? 30);
    setPrice(pkg?.priceHuf ?? 0);
    setActive(pkg?.active ?? true);
    setErrors({});
    setError(null);
  }, [opened, pkg]);

  const close = () => {
    if (!pending) onClose();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = packageBody.safeParse({
      name,
      audience,
      days: asNumber(days),
      priceHuf: asNumber(price),
      active,
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
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          focusFirstInvalid(formRef);
        } else setError(errorText(e, 'Nem sikerült menteni a csomagot.'));
      },
    };
    if (pkg) update.mutate({ id: pkg.id, body: parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={pkg ? 'Csomag szerkesztése' : 'Új előfizetési csomag'}
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
            maxLength={PACKAGE_NAME_MAX}
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <Select
            label="Kinek szól"
            name="audience"
            required
            data={[
              { value: 'kerdezo', label: 'Kérdezőknek (foglalási jogosultság)' },
              { value: 'tanacsado', label: 'Tanácsadóknak (megjelenés a keresőben)' },
            ]}
            value={audience}
            error={errors.audience}
            onChange={(value) => setAudience(value as Audience | null)}
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
              value={days}
              error={errors.days}
              onChange={setDays}
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
              value={price}
              error={errors.priceHuf}
              onChange={setPrice}
            />
          </SimpleGrid>
          <Checkbox
            label="Aktív (megvásárolható)"
            name="active"
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
          {pkg && pkg.paymentCount > 0 ? (
            <Text size="sm" c="dark.6">
              A korábbi befizetések az akkori névvel, időtartammal és árral maradnak meg.
            </Text>
          ) : null}
          <InlineError message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              Mégse
            </Button>
            <Button type="submit" loading={pending}>
              {pkg ? 'Mentés' : 'Létrehozás'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
