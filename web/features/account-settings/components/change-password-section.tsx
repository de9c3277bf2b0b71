import { changePasswordBody, PASSWORD_MIN } from '@common/api/auth';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { InlineError } from '@web/components/inline-error';
import { PasswordField } from '@web/components/password-field';
import {
  errorCode,
  errorText,
  type FieldErrors,
  fieldErrorsOf,
  focusFirstInvalid,
  serverFieldErrors,
} from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useChangePasswordMutation } from '../api/change-password';
import { SettingsSection } from './settings-section';

const EMPTY = { currentPassword: '', newPassword: '', passwordConfirm: '' };

/** "Jelszó módosítása": current, new and repeated password; the other sessions end. */
export function ChangePasswordSection() {
  const mutation = useChangePasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = changePasswordBody.safeParse({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    const nextErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!values.passwordConfirm) nextErrors.passwordConfirm = 'Kérjük, adja meg újra az új jelszót';
    else if (values.passwordConfirm !== values.newPassword) {
      nextErrors.passwordConfirm = 'A két jelszó nem egyezik';
    }
    if (!parsed.success || Object.keys(nextErrors).length > 0) {
      setErrors(nextErrors);
      focusFirstInvalid(formRef);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        notifySuccess(answer?.message || 'A jelszó sikeresen módosítva');
        setValues(EMPTY);
      },
      onError: (error) => {
        const text = errorText(error, '');
        const fieldErrors = serverFieldErrors(error);
        if (errorCode(error) === 'WRONG_PASSWORD') fieldErrors.currentPassword = text;
        if (errorCode(error) === 'COMMON_PASSWORD') fieldErrors.newPassword = text;
        if (fieldErrors.currentPassword || fieldErrors.newPassword) {
          setErrors(fieldErrors);
          focusFirstInvalid(formRef);
        } else setFormError(text || null);
      },
    });
  };

  return (
    <SettingsSection title="Jelszó módosítása">
      <Text size="sm">
        A jelszó módosítása után minden más eszközön újra be kell jelentkeznie; ezen az eszközön bejelentkezve
        marad.
      </Text>
      <Box component="form" ref={formRef} onSubmit={onSubmit} noValidate maw={420}>
        <Stack gap="md">
          <PasswordField
            label="Jelenlegi jelszó"
            autoComplete="current-password"
            required
            {...field('currentPassword')}
          />
          <PasswordField
            label="Új jelszó"
            description={`Legalább ${PASSWORD_MIN} karakter; kerülje a gyakori jelszavakat`}
            autoComplete="new-password"
            required
            {...field('newPassword')}
          />
          <PasswordField
            label="Új jelszó megerősítése"
            autoComplete="new-password"
            required
            {...field('passwordConfirm')}
          />
          <Group>
            <Button type="submit" loading={mutation.isPending}>
              Jelszó módosítása
            </Button>
          </Group>
          <InlineError message={formError} />
        </Stack>
      </Box>
    </SettingsSection>
  );
}
