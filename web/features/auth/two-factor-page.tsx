import { emailCodeBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useAuthStore } from '@web/lib/auth-store';
import { errorText, fieldErrorsOf, focusFirstInvalid } from '@web/lib/form';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { usePageTitle } from '@web/lib/page-title';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useResendTwoFactorMutation } from './api/resend-2fa';
import { useVerifyTwoFactorMutation } from './api/verify-2fa';
import { isCodeProblem } from './code-problem';
import { AuthCard } from './components/auth-card';
import { CodeField } from './components/code-field';
import { FormError } from './components/form-error';
import { rememberedFrom, useFinishLogin } from './finish-login';

const TITLE = 'Kétlépcsős azonosítás';

/** /2fa-verification: the code e-mailed after a correct password, when two-factor login is on. */
export default function TwoFactorPage() {
  usePageTitle(TITLE);
  const tempEmail = useAuthStore((s) => s.tempEmail);
  const location = useLocation();
  const finishLogin = useFinishLogin();
  const verify = useVerifyTwoFactorMutation();
  const resend = useResendTwoFactorMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  if (!tempEmail) {
    return (
      <AuthCard title={TITLE}>
        <Alert color="blue" variant="light" role="alert" icon={<IconInfoCircle aria-hidden="true" />}>
          A kétlépcsős azonosítás kódja a bejelentkezés része: előbb adja meg e-mail címét és jelszavát a
          bejelentkezési oldalon, utána küldjük el a kódot e-mailben.
        </Alert>
        <Text>
          <Anchor component={Link} to="/bejelentkezes" underline="always">
            Vissza a bejelentkezéshez
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = emailCodeBody.safeParse({ email: tempEmail, code });
    if (!parsed.success) {
      setCodeError(fieldErrorsOf(parsed.error).code ?? messages.auth.invalidCode);
      focusFirstInvalid(formRef);
      return;
    }
    setCodeError(undefined);
    verify.mutate(parsed.data, {
      onSuccess: (answer) => finishLogin(answer, { from: rememberedFrom(location.state) }),
      onError: (error) => {
        const text = errorText(error, messages.auth.invalidCode);
        if (isCodeProblem(error)) {
          setCodeError(text);
          focusFirstInvalid(formRef);
        } else setFormError(text);
      },
    });
  };

  const onResend = () => {
    const { tempEmail: email, twoFactorToken } = useAuthStore.getState();
    if (!email) {
      notifyError(messages.auth.missingResendEmail);
      return;
    }
    setFormError(null);
    resend.mutate(
      { email, ...(twoFactorToken ? { twoFactorToken } : {}) },
      {
        onSuccess: () => {
          setCode('');
          setCodeError(undefined);
          notifySuccess(messages.auth.codeResent);
        },
        onError: (error) => setFormError(errorText(error, messages.auth.resendFailed)),
      },
    );
  };

  return (
    <AuthCard title={TITLE}>
      <Text>
        Fiókjában be van kapcsolva a kétlépcsős azonosítás. A belépéshez szükséges kódot elküldtük ide:{' '}
        <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
          {tempEmail}
        </Text>
      </Text>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <CodeField label="Azonosító kód" value={code} onChange={setCode} error={codeError} autoFocus />
          <Button type="submit" fullWidth loading={verify.isPending}>
            Belépés
          </Button>
          <Button variant="default" fullWidth onClick={onResend} loading={resend.isPending}>
            Új kód küldése
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
