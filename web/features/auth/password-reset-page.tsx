import { resetPasswordBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { Text } from '@mantine/core';
import { NewPasswordFields, withPasswordConfirm } from '@web/components/password-field';
import { useAuthStore } from '@web/lib/auth-store';
import { errorCode, errorText } from '@web/lib/form';
import { usePageTitle } from '@web/lib/page-title';
import { useApiForm } from '@web/lib/use-api-form';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRequestPasswordResetMutation } from './api/request-password-reset';
import { useResetPasswordMutation } from './api/reset-password';
import { useVerifyResetCodeMutation } from './api/verify-reset-code';
import { AuthCard, AuthCardLink, MissingEmailCard } from './components/auth-card';
import { AuthForm } from './components/auth-form';
import { CodeForm } from './components/code-form';

const TITLE = 'Jelszó visszaállítása';

/** The new password, twice. */
const newPasswordForm = withPasswordConfirm(
  resetPasswordBody.pick({ newPassword: true }),
  'newPassword',
  'Kérjük, adja meg újra az új jelszót',
);

/** /jelszo-visszaallitas: (1) the e-mailed code, (2) the new password. Ends on the login page. */
export default function PasswordResetPage() {
  usePageTitle(TITLE);
  const tempEmail = useAuthStore((s) => s.tempEmail);
  const verifyCode = useVerifyResetCodeMutation();
  const resendCode = useRequestPasswordResetMutation();
  // The verified code (the second step sends it again); null while on the first step.
  const [code, setCode] = useState<string | null>(null);
  // Why the second step sent the user back to the first (the code expired or was used up meanwhile).
  const [codeProblem, setCodeProblem] = useState<string | undefined>();

  if (!tempEmail) {
    return (
      <MissingEmailCard
        title={TITLE}
        link={{ to: '/elfelejtett-jelszo', text: 'Jelszó-visszaállítás kezdése' }}
      >
        {messages.auth.missingResetEmail}
      </MissingEmailCard>
    );
  }

  return (
    <AuthCard title={TITLE}>
      <Text>
        Fiók:{' '}
        <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
          {tempEmail}
        </Text>
      </Text>
      {code === null ? (
        <>
          <Text size="sm" fw={600}>
            1. lépés (2-ből): a kód megadása
          </Text>
          <Text size="sm">Írja be a jelszó-visszaállítási kódot, amelyet e-mailben küldtünk Önnek.</Text>
          <CodeForm
            label="Jelszó-visszaállítási kód"
            submitLabel="Tovább"
            verify={(entered) => verifyCode.mutateAsync({ email: tempEmail, code: entered })}
            onVerified={(_, verified) => setCode(verified)}
            resend={() => resendCode.mutateAsync({ email: tempEmail })}
            resending={resendCode.isPending}
            resent={messages.auth.resetCodeSent}
            resendFailed={messages.auth.resetRequestFailed}
            initialError={codeProblem}
          />
        </>
      ) : (
        <NewPasswordStep
          email={tempEmail}
          code={code}
          onCodeRejected={(text) => {
            setCodeProblem(text);
            setCode(null);
          }}
        />
      )}
      <AuthCardLink to="/elfelejtett-jelszo">Másik e-mail cím megadása</AuthCardLink>
    </AuthCard>
  );
}

/** The second step: the new password; a code that is no longer valid sends the user back to the first. */
function NewPasswordStep({
  email,
  code,
  onCodeRejected,
}: {
  email: string;
  code: string;
  onCodeRejected: (text: string) => void;
}) {
  const navigate = useNavigate();
  const resetPassword = useResetPasswordMutation();
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const newPassword = useApiForm({
    initialValues: { newPassword: '', passwordConfirm: '' },
    schema: newPasswordForm,
    submit: ({ newPassword }) => resetPassword.mutateAsync({ email, code, newPassword }),
    success: messages.auth.passwordReset,
    onSuccess: () => {
      useAuthStore.getState().setTempEmail(null);
      navigate('/bejelentkezes', { replace: true });
    },
    errorFields: { COMMON_PASSWORD: 'newPassword' },
    errorText: messages.auth.resetFailed,
    onError: (error) => {
      if (errorCode(error) !== 'INVALID_CODE') return false;
      onCodeRejected(errorText(error, messages.auth.resetFailed));
      return true;
    },
  });

  useEffect(() => {
    // The second step replaces the first: the keyboard focus follows to its first field.
    newPasswordRef.current?.focus();
  }, []);

  return (
    <>
      <Text size="sm" fw={600} role="status">
        2. lépés (2-ből): a kód helyes, adja meg új jelszavát
      </Text>
      <AuthForm form={newPassword} submitLabel="Jelszó mentése">
        <NewPasswordFields
          form={newPassword.form}
          field="newPassword"
          label="Új jelszó"
          inputRef={newPasswordRef}
        />
      </AuthForm>
    </>
  );
}
