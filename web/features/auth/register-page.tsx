import { type RegisterBody, registerBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { Anchor, Checkbox, Group, Radio, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { NewPasswordFields, withPasswordConfirm } from '@web/components/password-field';
import { usePageTitle } from '@web/lib/page-title';
import { useApiForm } from '@web/lib/use-api-form';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useRegisterMutation } from './api/register';
import { AuthCard } from './components/auth-card';
import { AuthForm, EmailField } from './components/auth-form';
import { useContinueWithEmail } from './finish-login';

type RegisterRole = RegisterBody['role'];

/** The registration with the password repeated. */
const registerForm = withPasswordConfirm(registerBody, 'password', 'Kérjük, adja meg újra a jelszót');

/** A link of the terms checkbox: opens in a new tab, and says so to screen readers. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" underline="always" inherit>
      {children}
      <VisuallyHidden> (új lapon nyílik meg)</VisuallyHidden>
    </Anchor>
  );
}

/** /regisztracio: role, name, e-mail, password twice, terms; then the e-mail code step. */
export default function RegisterPage() {
  usePageTitle('Regisztráció');
  const continueWith = useContinueWithEmail();
  const [searchParams] = useSearchParams();
  const mutation = useRegisterMutation();
  const registration = useApiForm({
    initialValues: {
      role: (searchParams.get('szerep') === 'tanacsado' ? 'tanacsado' : 'kerdezo') as RegisterRole,
      name: '',
      email: '',
      password: '',
      passwordConfirm: '',
      acceptTerms: false,
    },
    schema: registerForm,
    submit: (body) => mutation.mutateAsync(body),
    success: messages.auth.registered,
    onSuccess: (_, body) => continueWith(body.email, '/email-verification'),
    // A problem the server finds with a field is shown at that field (and the field gets the focus).
    errorFields: { COMMON_PASSWORD: 'password' },
    errorText: messages.auth.registerFailed,
  });
  const { form } = registration;

  return (
    <AuthCard title="Regisztráció">
      <Text>
        Hozzon létre fiókot, hogy időpontot foglalhasson, vagy tanácsadóként kínálhassa szolgáltatásait. A
        regisztráció után e-mailben küldünk egy megerősítő kódot.
      </Text>
      <AuthForm form={registration} submitLabel="Regisztráció">
        <Radio.Group
          label="Milyen szerepkörben regisztrál?"
          name="role"
          required
          value={form.values.role}
          onChange={(value) => form.setFieldValue('role', value === 'tanacsado' ? 'tanacsado' : 'kerdezo')}
          error={form.errors.role}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="kerdezo" label="Kérdezőként" description="Tanácsadót keresek, időpontot foglalok" />
            <Radio
              value="tanacsado"
              label="Tanácsadóként"
              description="Tanácsadást nyújtok, ügyfeleket fogadok"
            />
          </Stack>
        </Radio.Group>
        <TextInput
          label="Teljes név"
          name="name"
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <EmailField {...form.getInputProps('email')} />
        <NewPasswordFields form={form} field="password" label="Jelszó" />
        <Checkbox
          name="acceptTerms"
          required
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          aria-invalid={form.errors.acceptTerms ? true : undefined}
          label={
            <>
              Elfogadom az <NewTabLink href="/aszf">ÁSZF-et</NewTabLink> és az{' '}
              <NewTabLink href="/adatkezeles">adatkezelési tájékoztatót</NewTabLink>
            </>
          }
        />
      </AuthForm>
      <Group justify="center" gap={4}>
        <Text size="sm">Már van fiókja?</Text>
        <Anchor component={Link} to="/bejelentkezes" size="sm" underline="always">
          Bejelentkezés
        </Anchor>
      </Group>
    </AuthCard>
  );
}
