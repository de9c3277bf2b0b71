import { loginBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '@web/components/password-field';
import { useAuthStore } from '@web/lib/auth-store';
import { errorCode, errorText, type FieldErrors, fieldErrorsOf, focusFirstInvalid } from '@web/lib/form';
import { notifyError, notifyInfo } from '@web/lib/notify';
import { usePageTitle } from '@web/lib/page-title';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLoginMutation } from './api/login';
import { AuthCard } from './components/auth-card';
import { FormError } from './components/form-error';
import { rememberedFrom, useFinishLogin } from './finish-login';

/** /bejelentkezes: e-mail and password; then the area, the two-factor step or the e-mail code step. */
export default function LoginPage() {
  usePageTitle('Bejelentkezés');
  const navigate = useNavigate();
  const location = useLocation();
  const from = rememberedFrom(location.state);
  const finishLogin = useFinishLogin();
  const mutation = useLoginMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = loginBody.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    const body = parsed.data;
    mutation.mutate(body, {
      onSuccess: (answer) => {
        const { setRequires2FA, setTempEmail, setTwoFactorToken } = useAuthStore.getState();
        if (answer.requiresTwoFactor) {
          setRequires2FA(true);
          setTempEmail(body.email);
          setTwoFactorToken(answer.twoFactorToken);
          notifyInfo(messages.auth.twoFactorSent);
          navigate('/2fa-verification', { state: from ? { from } : undefined });
          return;
        }
        if (!answer.token || !answer.user) {
          notifyError(messages.advisers.badResponseFormat);
          setFormError(messages.advisers.badResponseFormat);
          return;
        }
        finishLogin(answer, { from });
      },
      onError: (error) => {
        if (errorCode(error) === 'EMAIL_NOT_VERIFIED') {
          // The server has just e-mailed a new code: the user continues with the code step.
          useAuthStore.getState().setTempEmail(body.email);
          notifyInfo(errorText(error, messages.auth.codeResent));
          navigate('/email-verification');
          return;
        }
        const text = errorText(error, messages.auth.badCredentials);
        notifyError(text);
        setFormError(text);
      },
    });
  };

  return (
    <AuthCard title="Bejelentkezés">
      <Text>Jelentkezzen be e-mail címével és jelszavával.</Text>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
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
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/elfelejtett-jelszo" size="sm" underline="always">
              Elfelejtette a jelszavát?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={mutation.isPending} disabled={mutation.isPending}>
            Bejelentkezés
          </Button>
          <FormError message={formError} />
        </Stack>
      </form>
      <Text ta="center" size="sm">
        <Anchor component={Link} to="/regisztracio" underline="always">
          Még nincs fiókja? Regisztráció
        </Anchor>
      </Text>
    </AuthCard>
  );
}
