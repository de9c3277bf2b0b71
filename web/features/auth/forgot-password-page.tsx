import { emailBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useAuthStore } from '@web/lib/auth-store';
import { errorText, type FieldErrors, fieldErrorsOf, focusFirstInvalid } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { usePageTitle } from '@web/lib/page-title';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRequestPasswordResetMutation } from './api/request-password-reset';
import { AuthCard } from './components/auth-card';
import { FormError } from './components/form-error';

/** /elfelejtett-jelszo: the first step of the password reset (a code by e-mail). */
export default function ForgotPasswordPage() {
  usePageTitle('Elfelejtett jelszó');
  const navigate = useNavigate();
  const mutation = useRequestPasswordResetMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(() => useAuthStore.getState().tempEmail ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = emailBody.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    const body = parsed.data;
    mutation.mutate(body, {
      onSuccess: () => {
        useAuthStore.getState().setTempEmail(body.email);
        notifySuccess(messages.auth.resetCodeSent);
        navigate('/jelszo-visszaallitas');
      },
      onError: (error) => setFormError(errorText(error, messages.auth.resetRequestFailed)),
    });
  };

  return (
    <AuthCard title="Elfelejtett jelszó">
      <Text>
        Adja meg fiókja e-mail címét. Ha a címhez fiók tartozik, e-mailben küldünk egy kódot, amellyel új
        jelszót állíthat be.
      </Text>
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
          <Button type="submit" fullWidth loading={mutation.isPending}>
            Kód küldése
          </Button>
          <FormError message={formError} />
        </Stack>
      </form>
      <Text ta="center" size="sm">
        <Anchor component={Link} to="/bejelentkezes" underline="always">
          Vissza a bejelentkezéshez
        </Anchor>
      </Text>
    </AuthCard>
  );
}
