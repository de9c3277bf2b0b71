import {
  DAC7_HOLD_AFTER_DAYS,
  DAC7_SELLER_TYPE_LABELS,
  type Dac7Seller,
  type Dac7SellerType,
  type Dac7Status,
  dac7SellerBody,
} from '@common/api/dac7';
import { formatDate } from '@common/format';
import { COUNTRY_CODES, COUNTRY_NAMES } from '@common/tax-ids';
import { NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMyDac7Status } from '@web/api/dac7-status';
import { ErrorNotice } from '@web/components/error-notice';
import { Notice } from '@web/components/notice';
import { QueryBody } from '@web/components/query-body';
import { SaveForm } from '@web/components/save-form';
import { SectionCard } from '@web/components/section-card';
import { dac7Attention } from '@web/lib/dac7-attention';
import { useApiForm } from '@web/lib/use-api-form';
import { useSaveDac7Mutation } from './api/save-dac7';

/** The anchor of the section (DAC7_SECTION_PATH): the reminders' links and the Teendők lead here. */
const SECTION_ID = 'dac7';

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));

const EMPTY: Dac7Seller = {
  sellerType: 'individual',
  name: '',
  country: 'HU',
  zipCode: '',
  city: '',
  street: '',
  tin: '',
  tinCountry: 'HU',
  birthDate: '',
  vatNumber: '',
  registrationNumber: '',
  iban: '',
};

/** The tax number's label and hint: in Hungary a person's adóazonosító jel, a company's adószám. */
function tinField(sellerType: Dac7SellerType, tinCountry: string) {
  if (tinCountry !== 'HU') {
    return {
      label: 'Adóazonosító szám (TIN)',
      description: 'Az adóazonosító, ahogy a kiadó ország adóhatósága adta (legfeljebb 30 karakter)',
    };
  }
  return sellerType === 'individual'
    ? { label: 'Adóazonosító jel', description: '10 számjegy, 8-assal kezdődik (az adóigazolványon)' }
    : { label: 'Adószám', description: 'Formátum: 12345678-1-23' };
}

/** Where the adviser stands: data given, or what the reminders said (and whether the hold is on). */
function Dac7State({ status }: { status: Dac7Status }) {
  const attention = dac7Attention(status);
  if (status.complete) {
    return (
      <Notice tone="success" data-testid="dac7-state" role="status">
        DAC7 adatai megvannak
        {status.updatedAt ? ` (utoljára módosítva: ${formatDate(status.updatedAt)})` : ''}.
      </Notice>
    );
  }
  if (attention?.held) {
    return (
      <ErrorNotice title="Díjas tanácsadásai nem foglalhatók" data-testid="dac7-state" role="status">
        {attention.text}
      </ErrorNotice>
    );
  }
  return (
    <Notice tone="warning" title="Hiányzó DAC7 adatok" data-testid="dac7-state" role="status">
      {attention?.text ??
        'Amint díjas tanácsadást kínál vagy díjat kap a portálon, az adatok megadása kötelező.'}
    </Notice>
  );
}

function Dac7Form({ status }: { status: Dac7Status }) {
  const save = useSaveDac7Mutation();
  const dac7Form = useApiForm({
    initialValues: status.seller ?? EMPTY,
    schema: dac7SellerBody,
    submit: save.mutateAsync,
    success: (answer) => answer.message,
    afterSave: (_, answer) => answer.data.seller ?? EMPTY,
  });
  const { form } = dac7Form;
  const { sellerType, tinCountry } = form.values;
  const individual = sellerType === 'individual';
  const tin = tinField(sellerType, tinCountry);

  return (
    <SaveForm form={dac7Form} submitLabel="DAC7 adatok mentése">
      <Radio.Group
        label="Milyen minőségben nyújt tanácsadást?"
        name="sellerType"
        required
        value={sellerType}
        onChange={(value) => form.setFieldValue('sellerType', value === 'entity' ? 'entity' : 'individual')}
        error={form.errors.sellerType}
      >
        <Stack gap="xs" mt="xs">
          {(['individual', 'entity'] as const).map((type) => (
            <Radio key={type} value={type} label={DAC7_SELLER_TYPE_LABELS[type]} />
          ))}
        </Stack>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          name="name"
          label={individual ? 'Teljes név' : 'Cégnév'}
          description={
            individual ? 'Ahogy a személyi igazolványában szerepel' : 'Ahogy a cégjegyzékben szerepel'
          }
          autoComplete={individual ? 'name' : 'organization'}
          required
          {...form.getInputProps('name')}
        />
        {individual ? (
          <TextInput
            name="birthDate"
            type="date"
            label="Születési dátum"
            autoComplete="bday"
            required
            {...form.getInputProps('birthDate')}
          />
        ) : (
          <TextInput
            name="registrationNumber"
            label="Cégjegyzékszám"
            description="Magyar cégnél 01-09-123456; más szervezetnél a nyilvántartási száma"
            autoComplete="off"
            required
            {...form.getInputProps('registrationNumber')}
          />
        )}
        <NativeSelect
          name="country"
          label={individual ? 'Lakóhely országa' : 'Székhely országa'}
          data={COUNTRY_OPTIONS}
          required
          {...form.getInputProps('country')}
        />
        <TextInput
          name="zipCode"
          label="Irányítószám"
          autoComplete="postal-code"
          required
          {...form.getInputProps('zipCode')}
        />
        <TextInput
          name="city"
          label="Település"
          autoComplete="address-level2"
          required
          {...form.getInputProps('city')}
        />
        <TextInput
          name="street"
          label="Utca, házszám"
          autoComplete="street-address"
          required
          {...form.getInputProps('street')}
        />
        <NativeSelect
          name="tinCountry"
          label="Az adóazonosítót kiadó ország"
          data={COUNTRY_OPTIONS}
          required
          {...form.getInputProps('tinCountry')}
        />
        <TextInput
          name="tin"
          label={tin.label}
          description={tin.description}
          autoComplete="off"
          required
          {...form.getInputProps('tin')}
        />
        <TextInput
          name="vatNumber"
          label="Közösségi adószám"
          description="Csak ha van (pl. HU12345676)"
          autoComplete="off"
          {...form.getInputProps('vatNumber')}
        />
        <TextInput
          name="iban"
          label="Bankszámla IBAN-ja"
          description="Ahová a tanácsadások díját kapja (pl. HU42 1177 3016 …)"
          autoComplete="off"
          required
          {...form.getInputProps('iban')}
        />
      </SimpleGrid>
    </SaveForm>
  );
}

/**
 * The adviser's DAC7 data (issue 39), below the billing form of "Számlázási adatok": why the portal asks
 * for it, where the adviser stands (reminders, hold) and the form, checked by the same rules as the server
 * (common/tax-ids.ts).
 */
export function Dac7Section() {
  const status = useMyDac7Status();
  return (
    <SectionCard title="DAC7 adatszolgáltatás" id={SECTION_ID} testId="dac7-section">
      <Stack gap="xs">
        <Text size="sm">
          A portálon keresztül fizetett tanácsadásokról a platformnak minden év január 31-ig adatot kell
          szolgáltatnia a NAV-nak (DAC7: az EU 2021/514 irányelve, Magyarországon az Aktv.). Személyes
          szolgáltatásnál nincs értékhatár, ezért minden díjas tanácsadóról jelentünk: a lenti adatokat,
          valamint negyedévenként a kapott díjakat, a tanácsadások számát és a levont jutalékot. Az adatokat
          csak erre használjuk, és a jelentés Önről szóló részét Önnek is elküldjük.
        </Text>
        <Text size="sm">
          Ha díjas tanácsadást kínál, és az adatai hiányoznak, két emlékeztetőt küldünk; az első utáni{' '}
          {DAC7_HOLD_AFTER_DAYS}. naptól díjas tanácsadásaira nem lehet új időpontot foglalni, amíg meg nem
          adja őket. A már lefoglalt tanácsadások megmaradnak.
        </Text>
      </Stack>
      <QueryBody query={status} rows={8} errorMessage="Nem sikerült betölteni a DAC7 adatait.">
        {(data) => (
          <Stack gap="md">
            <Dac7State status={data} />
            <Dac7Form status={data} />
          </Stack>
        )}
      </QueryBody>
    </SectionCard>
  );
}
