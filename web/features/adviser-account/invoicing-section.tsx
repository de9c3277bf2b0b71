import { type InvoicingAccount, invoicingAccountInputSchema } from '@common/api/invoicing';
import type { InvoicingProviderName } from '@common/constants';
import { formatDateTime } from '@common/format';
import { Button, Group, List, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useInvoicingAccountQuery } from '@web/api/invoicing-account';
import { PasswordField } from '@web/components/password-field';
import { QueryBody } from '@web/components/query-body';
import { SaveForm } from '@web/components/save-form';
import { SectionCard } from '@web/components/section-card';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type ErrorFields, serverFieldErrorsOn, useApiForm } from '@web/lib/use-api-form';
import { useCheckInvoicingAccountMutation, useSaveInvoicingAccountMutation } from './api/invoicing-account';
import { INVOICING_PROVIDER_LABELS, invoicingFormValues, VAT_RATE_OPTIONS } from './lib/invoicing-form';

/** The server's refusals that belong to one field; the rest (a key the service refused) under the form. */
const ERROR_FIELDS: ErrorFields = {
  INVOICING_KEY_REQUIRED: 'secret',
  INVOICING_BLOCK_REQUIRED: 'block',
};

/**
 * "Számlázási adatok → Számlázás" (issue 39): how the adviser's invoices are made — uploaded by hand at
 * each confirmation, or issued by the portal through the adviser's own Billingo / Számlázz.hu account
 * (or, with test payments, the demo). The key is write-only: the server answers its last four characters.
 */
export function InvoicingSection() {
  const account = useInvoicingAccountQuery();
  return (
    <SectionCard title="Számlázás" id="szamlazas" testId="invoicing-section">
      <Text size="sm">
        Válassza ki, hogyan készüljön a tanácsadásai számlája. Ha számlázóját összeköti a portállal, a
        fizetett tanácsadás megerősítése után a portál állítja ki a számlát az Ön nevében, és e-mailben
        elküldi a kérdezőnek; visszatérítéskor sztornózza.
      </Text>
      <QueryBody query={account} rows={4} errorMessage="Nem sikerült betölteni a számlázási beállítást.">
        {(data) => <InvoicingForm account={data} />}
      </QueryBody>
    </SectionCard>
  );
}

const SAVE_FAILED = 'Nem sikerült menteni a számlázási beállítást.';
const CHECK_FAILED = 'A kapcsolat ellenőrzése nem sikerült.';

function InvoicingForm({ account }: { account: InvoicingAccount }) {
  const save = useSaveInvoicingAccountMutation();
  const check = useCheckInvoicingAccountMutation();
  const invoicing = useApiForm({
    initialValues: invoicingFormValues(account),
    schema: invoicingAccountInputSchema,
    submit: save.mutateAsync,
    success: 'A számlázási beállítás mentve.',
    afterSave: (_body, answer) => invoicingFormValues(answer.data),
    errorFields: ERROR_FIELDS,
    errorText: SAVE_FAILED,
  });
  const { form, setFormError } = invoicing;
  const { provider } = form.values;
  const saved = provider === account.provider;
  const connected = provider === 'billingo' || provider === 'szamlazz';

  const chooseProvider = (next: string) => {
    const chosen = next as InvoicingProviderName;
    // The key and the block belong to one service: the saved ones come back with it, else empty.
    form.setValues(invoicingFormValues(account, chosen, form.values.vatRate));
    form.clearErrors();
    setFormError(null);
  };

  const onCheck = async () => {
    setFormError(null);
    if (form.validate().hasErrors) {
      invoicing.focusInvalid();
      return;
    }
    try {
      await check.mutateAsync(invoicingAccountInputSchema.parse(form.getValues()));
      notifySuccess('A kapcsolat működik');
    } catch (error) {
      const fields = serverFieldErrorsOn(error, Object.keys(form.getValues()), ERROR_FIELDS);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        invoicing.focusInvalid();
      } else setFormError(errorText(error, CHECK_FAILED));
    }
  };

  return (
    <SaveForm form={invoicing} submitLabel="Mentés">
      <Text size="sm" data-testid="invoicing-saved">
        <Text span fw={600}>
          Mentett beállítás:
        </Text>{' '}
        {INVOICING_PROVIDER_LABELS[account.provider]}
      </Text>
      <Radio.Group
        label="Számlázási mód"
        name="provider"
        value={provider}
        onChange={chooseProvider}
        error={form.errors.provider}
      >
        <Stack gap="xs" mt="xs">
          {account.providers.map((value) => (
            <Radio key={value} value={value} label={INVOICING_PROVIDER_LABELS[value]} />
          ))}
        </Stack>
      </Radio.Group>

      <ProviderHelp provider={provider} />

      {connected ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordField
            label={provider === 'billingo' ? 'API-kulcs' : 'Számla Agent kulcs'}
            name="secret"
            autoComplete="off"
            placeholder={saved && account.secretHint ? `Mentett kulcs: ${account.secretHint}` : undefined}
            description={
              saved && account.secretHint
                ? 'Üresen hagyva a mentett kulcs marad érvényben.'
                : 'Mentés előtt kipróbáljuk a számlázóban.'
            }
            visibilityToggleButtonProps={{ 'aria-label': 'Kulcs megjelenítése' }}
            {...form.getInputProps('secret')}
          />
          {provider === 'billingo' ? (
            <TextInput
              label="Számlatömb azonosítója"
              name="block"
              inputMode="numeric"
              autoComplete="off"
              required
              description="A Billingo számlatömbjének azonosító száma"
              {...form.getInputProps('block')}
            />
          ) : (
            <TextInput
              label="Számlaszám előtag"
              name="block"
              autoComplete="off"
              description="Nem kötelező; legfeljebb 8 betű vagy szám"
              {...form.getInputProps('block')}
            />
          )}
        </SimpleGrid>
      ) : null}

      {provider !== 'manual' ? (
        <Select
          label="ÁFA"
          name="vatRate"
          data={VAT_RATE_OPTIONS}
          allowDeselect={false}
          maw={360}
          {...form.getInputProps('vatRate')}
        />
      ) : null}

      {provider !== 'manual' && saved && account.checkedAt ? (
        <Text size="sm" c="dimmed" data-testid="invoicing-checked-at">
          Utoljára ellenőrizve: {formatDateTime(account.checkedAt)}
        </Text>
      ) : null}

      {provider !== 'manual' ? (
        <Group>
          <Button variant="default" loading={check.isPending} onClick={() => void onCheck()}>
            Kapcsolat ellenőrzése
          </Button>
        </Group>
      ) : null}
    </SaveForm>
  );
}

/** Where the key comes from, how it is kept, and what the chosen way means for NAV. */
function ProviderHelp({ provider }: { provider: InvoicingProviderName }) {
  if (provider === 'manual')
    return (
      <Text size="sm" c="dimmed">
        A foglalás megerősítésekor Ön tölti fel a számlát PDF-ben; a portál azt küldi el a kérdezőnek.
      </Text>
    );
  if (provider === 'demo')
    return (
      <Text size="sm" c="dimmed">
        Tesztszámla: a portál tesztfizetéssel fut, a demó számlázó számlája nem valódi, és nem kerül a
        NAV-hoz.
      </Text>
    );
  return (
    <List size="sm" spacing={4} c="dimmed" data-testid="invoicing-help">
      <List.Item>
        {provider === 'billingo'
          ? 'Az API-kulcsot a Billingo fiókjában a Beállítások → API menüpontban hozhatja létre.'
          : 'A Számla Agent kulcsot a Számlázz.hu fiókjában a Fiókom → Számla Agent kulcs menüpontban hozhatja létre.'}
      </List.Item>
      <List.Item>
        A kulcsot titkosítva tároljuk, és mentés után soha többé nem jelenítjük meg (csak az utolsó négy
        karakterét).
      </List.Item>
      <List.Item>
        {provider === 'billingo' ? 'A Billingo' : 'A Számlázz.hu'} minden kiállított számlát bejelent a NAV
        Online Számla rendszerébe.
      </List.Item>
    </List>
  );
}
