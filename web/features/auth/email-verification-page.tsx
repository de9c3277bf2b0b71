import { emailCodeBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useAuthStore } from '@web/lib/auth-store';
import { errorText, fieldErrorsOf, focusFirstInvalid } from '@web/lib/form';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { usePageTitle } from '@web/lib/page-title';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useResendVerificationMutation } from './api/resend-verification';
import { useVerifyEmailMutation } from './api/verify-email';
import { isCodeProblem } from './code-problem';
import { AuthCard } from './components/auth-card';
import { CodeField } from './components/code-field';
import { FormError } from './components/form-error';
import { useFinishLogin } from './finish-login';

const TITLE = 'E-mail cím megerősítése';

/** /email-verification: the code sent after registration (or after a login with an unverified e-mail). */
export default function EmailVerificationPage() {
  usePageTitle(TITLE);
  const tempEmail = useAuthStore((s) => s.tempEmail);
  const finishLogin = useFinishLogin();
  const verify = useVerifyEmailMutation();
  const resend = useResendVerificationMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  if (!tempEmail) {
    return (
      <AuthCard title={TITLE}>
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
          {messages.auth.missingTempEmail}
        </Alert>
        <Text>
          <Anchor component={Link} to="/regisztracio" underline="always">
            Vissza a regisztrációhoz
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
      onSuccess: (answer) => finishLogin(answer, { toast: messages.auth.emailVerified }),
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
    if (!tempEmail) {
      notifyError(messages.auth.missingTempEmail);
      return;
    }
    setFormError(null);
    resend.mutate(
      { email: tempEmail },
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
        A megerősítő kódot elküldtük ide:{' '}
        <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
          {tempEmail}
        </Text>
      </Text>
      <Text size="sm">
        Írja be a levélben kapott kódot. Ha nem találja, nézze meg a levélszemét mappát is, vagy kérjen új
        kódot.
      </Text>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <CodeField value={code} onChange={setCode} error={codeError} autoFocus />
          <Button type="submit" fullWidth loading={verify.isPending}>
            Megerősítés
          </Button>
          <Button variant="default" fullWidth onClick={onResend} loading={resend.isPending}>
            Új kód küldése
          </Button>
          <FormError message={formError} />
        </Stack>
      </form>
    </AuthCard>
  );
}
