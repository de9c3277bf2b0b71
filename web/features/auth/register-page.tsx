import { PASSWORD_MIN, type RegisterBody, registerBody } from '@common/api/auth';
import { messages } from '@common/messages';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { PasswordField } from '@web/components/password-field';
import { useAuthStore } from '@web/lib/auth-store';
import {
  errorCode,
  errorText,
  type FieldErrors,
  fieldErrorsOf,
  focusFirstInvalid,
  serverFieldErrors,
} from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { usePageTitle } from '@web/lib/page-title';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRegisterMutation } from './api/register';
import { AuthCard } from './components/auth-card';
import { FormError } from './components/form-error';

type RegisterRole = RegisterBody['role'];

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
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const mutation = useRegisterMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [role, setRole] = useState<RegisterRole>(
    searchParams.get('szerep') === 'tanacsado' ? 'tanacsado' : 'kerdezo',
  );
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = registerBody.safeParse({ name, email, password, role, acceptTerms });
    const nextErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!passwordConfirm) nextErrors.passwordConfirm = 'Kérjük, adja meg újra a jelszót';
    else if (passwordConfirm !== password) nextErrors.passwordConfirm = 'A két jelszó nem egyezik';
    if (!parsed.success || Object.keys(nextErrors).length > 0) {
      setErrors(nextErrors);
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    const body = parsed.data;
    mutation.mutate(body, {
      onSuccess: () => {
        useAuthStore.getState().setTempEmail(body.email);
        notifySuccess(messages.auth.registered);
        navigate('/email-verification');
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        if (errorCode(error) === 'COMMON_PASSWORD') {
          fieldErrors.password = errorText(error, messages.auth.registerFailed);
        }
        if (Object.keys(fieldErrors).length > 0) {
          // The problem is shown at its field (and the field gets the focus).
          setErrors(fieldErrors);
          focusFirstInvalid(formRef);
        } else setFormError(errorText(error, messages.auth.registerFailed));
      },
    });
  };

  return (
    <AuthCard title="Regisztráció">
      <Text>
        Hozzon létre fiókot, hogy időpontot foglalhasson, vagy tanácsadóként kínálhassa szolgáltatásait. A
        regisztráció után e-mailben küldünk egy megerősítő kódot.
      </Text>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Radio.Group
            label="Milyen szerepkörben regisztrál?"
            name="role"
            required
            value={role}
            onChange={(value) => setRole(value === 'tanacsado' ? 'tanacsado' : 'kerdezo')}
            error={errors.role}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="kerdezo"
                label="Kérdezőként"
                description="Tanácsadót keresek, időpontot foglalok"
              />
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
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label="E-mail cím"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <PasswordField
            label="Jelszó"
            name="password"
            description={`Legalább ${PASSWORD_MIN} karakter; kerülje a gyakori jelszavakat`}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <PasswordField
            label="Jelszó megerősítése"
            name="passwordConfirm"
            autoComplete="new-password"
            required
            value={passwordConfirm}
            onChange={(event) => setPasswordConfirm(event.currentTarget.value)}
            error={errors.passwordConfirm}
          />
          <Checkbox
            name="acceptTerms"
            required
            checked={acceptTerms}
            onChange={(event) => setAcceptTerms(event.currentTarget.checked)}
            error={errors.acceptTerms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            label={
              <>
                Elfogadom az <NewTabLink href="/aszf">ÁSZF-et</NewTabLink> és az{' '}
                <NewTabLink href="/adatkezeles">adatkezelési tájékoztatót</NewTabLink>
              </>
            }
          />
          <Button type="submit" fullWidth loading={mutation.isPending}>
            Regisztráció
          </Button>
          <FormError message={formError} />
        </Stack>
      </form>
      <Group justify="center" gap={4}>
        <Text size="sm">Már van fiókja?</Text>
        <Anchor component={Link} to="/bejelentkezes" size="sm" underline="always">
          Bejelentkezés
        </Anchor>
      </Group>
    </AuthCard>
  );
}
