import { emailCodeBody, PASSWORD_MIN, resetPasswordBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
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
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRequestPasswordResetMutation } from './api/request-password-reset';
import { useResetPasswordMutation } from './api/reset-password';
import { useVerifyResetCodeMutation } from './api/verify-reset-code';
import { isCodeProblem } from './code-problem';
import { AuthCard } from './components/auth-card';
import { CodeField } from './components/code-field';
import { FormError } from './components/form-error';

const TITLE = 'Jelszó visszaállítása';

type Step = 'code' | 'password';

/** /jelszo-visszaallitas: (1) the e-mailed code, (2) the new password. Ends on the login page. */
export default function PasswordResetPage() {
  usePageTitle(TITLE);
  const navigate = useNavigate();
  const tempEmail = useAuthStore((s) => s.tempEmail);
  const verifyCode = useVerifyResetCodeMutation();
  const resetPassword = useResetPasswordMutation();
  const resendCode = useRequestPasswordResetMutation();
  const codeFormRef = useRef<HTMLFormElement>(null);
  const passwordFormRef = useRef<HTMLFormElement>(null);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('code');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [newPassword, setNewPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    // The second step replaces the first: the keyboard focus follows to its first field.
    if (step === 'password') newPasswordRef.current?.focus();
  }, [step]);

  if (!tempEmail) {
    return (
      <AuthCard title={TITLE}>
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
          {messages.auth.missingResetEmail}
        </Alert>
        <Text>
          <Anchor component={Link} to="/elfelejtett-jelszo" underline="always">
            Jelszó-visszaállítás kezdése
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

  const backToCode = (message: string) => {
    setStep('code');
    setCodeError(message);
    focusFirstInvalid(codeFormRef);
  };

  const onSubmitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = emailCodeBody.safeParse({ email: tempEmail, code });
    if (!parsed.success) {
      setCodeError(fieldErrorsOf(parsed.error).code ?? messages.auth.invalidCode);
      focusFirstInvalid(codeFormRef);
      return;
    }
    setCodeError(undefined);
    verifyCode.mutate(parsed.data, {
      onSuccess: () => {
        setCode(parsed.data.code);
        setStep('password');
      },
      onError: (error) => {
        const text = errorText(error, messages.auth.invalidCode);
        if (isCodeProblem(error)) {
          setCodeError(text);
          focusFirstInvalid(codeFormRef);
        } else setFormError(text);
      },
    });
  };

  const onResendCode = () => {
    setFormError(null);
    resendCode.mutate(
      { email: tempEmail },
      {
        onSuccess: () => {
          setCode('');
          setCodeError(undefined);
          notifySuccess(messages.auth.resetCodeSent);
        },
        onError: (error) => setFormError(errorText(error, messages.auth.resetRequestFailed)),
      },
    );
  };

  const onSubmitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = resetPasswordBody.safeParse({ email: tempEmail, code, newPassword });
    if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'code')) {
      backToCode(fieldErrorsOf(parsed.error).code ?? messages.auth.invalidCode);
      return;
    }
    const nextErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!passwordConfirm) nextErrors.passwordConfirm = 'Kérjük, adja meg újra az új jelszót';
    else if (passwordConfirm !== newPassword) nextErrors.passwordConfirm = 'A két jelszó nem egyezik';
    if (!parsed.success || Object.keys(nextErrors).length > 0) {
      setErrors(nextErrors);
      focusFirstInvalid(passwordFormRef);
      return;
    }
    setErrors({});
    resetPassword.mutate(parsed.data, {
      onSuccess: () => {
        useAuthStore.getState().setTempEmail(null);
        notifySuccess(messages.auth.passwordReset);
        navigate('/bejelentkezes', { replace: true });
      },
      onError: (error) => {
        const text = errorText(error, messages.auth.resetFailed);
        if (errorCode(error) === 'INVALID_CODE') {
          // The code expired or was used up meanwhile: a new one is needed.
          setCode('');
          backToCode(text);
          return;
        }
        const fieldErrors = serverFieldErrors(error);
        if (errorCode(error) === 'COMMON_PASSWORD') fieldErrors.newPassword = text;
        if (fieldErrors.newPassword) {
          setErrors({ newPassword: fieldErrors.newPassword });
          focusFirstInvalid(passwordFormRef);
        } else setFormError(text);
      },
    });
  };

  return (
    <AuthCard title={TITLE}>
      <Text>
        Fiók:{' '}
        <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
          {tempEmail}
        </Text>
      </Text>
      {step === 'code' ? (
        <>
          <Text size="sm" fw={600}>
            1. lépés (2-ből): a kód megadása
          </Text>
          <Text size="sm">Írja be a jelszó-visszaállítási kódot, amelyet e-mailben küldtünk Önnek.</Text>
          <form ref={codeFormRef} onSubmit={onSubmitCode} noValidate>
            <Stack gap="md">
              <CodeField
                label="Jelszó-visszaállítási kód"
                value={code}
                onChange={setCode}
                error={codeError}
                autoFocus
              />
              <Button type="submit" fullWidth loading={verifyCode.isPending}>
                Tovább
              </Button>
              <Button variant="default" fullWidth onClick={onResendCode} loading={resendCode.isPending}>
                Új kód küldése
              </Button>
              <FormError message={formError} />
            </Stack>
          </form>
        </>
      ) : (
        <>
          <Text size="sm" fw={600} role="status">
            2. lépés (2-ből): a kód helyes, adja meg új jelszavát
          </Text>
          <form ref={passwordFormRef} onSubmit={onSubmitPassword} noValidate>
            <Stack gap="md">
              <PasswordField
                ref={newPasswordRef}
                label="Új jelszó"
                name="newPassword"
                description={`Legalább ${PASSWORD_MIN} karakter; kerülje a gyakori jelszavakat`}
                autoComplete="new-password"
                required
                value={newPassword}
                onChange={(event) => setNewPassword(event.currentTarget.value)}
                error={errors.newPassword}
              />
              <PasswordField
                label="Új jelszó megerősítése"
                name="passwordConfirm"
                autoComplete="new-password"
                required
                value={passwordConfirm}
                onChange={(event) => setPasswordConfirm(event.currentTarget.value)}
                error={errors.passwordConfirm}
              />
              <Button type="submit" fullWidth loading={resetPassword.isPending}>
                Jelszó mentése
              </Button>
              <FormError message={formError} />
            </Stack>
          </form>
        </>
      )}
      <Text ta="center" size="sm">
        <Anchor component={Link} to="/elfelejtett-jelszo" underline="always">
          Másik e-mail cím megadása
        </Anchor>
      </Text>
    </AuthCard>
  );
}
