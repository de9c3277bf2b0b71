import { messages } from '@common/messages';
import { Text } from '@mantine/core';
import { useAuthStore } from '@web/lib/auth-store';
import { usePageTitle } from '@web/lib/page-title';
import { useResendVerificationMutation } from './api/resend-verification';
import { useVerifyEmailMutation } from './api/verify-email';
import { AuthCard, MissingEmailCard } from './components/auth-card';
import { CodeForm } from './components/code-form';
import { useFinishLogin } from './finish-login';

const TITLE = 'E-mail cím megerősítése';

/** /email-verification: the code sent after registration (or after a login with an unverified e-mail). */
export default function EmailVerificationPage() {
  usePageTitle(TITLE);
  const tempEmail = useAuthStore((s) => s.tempEmail);
  const finishLogin = useFinishLogin();
  const verify = useVerifyEmailMutation();
  const resend = useResendVerificationMutation();

  if (!tempEmail) {
    return (
      <MissingEmailCard title={TITLE} link={{ to: '/regisztracio', text: 'Vissza a regisztrációhoz' }}>
        {messages.auth.missingTempEmail}
      </MissingEmailCard>
    );
  }

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
      <CodeForm
        submitLabel="Megerősítés"
        verify={(code) => verify.mutateAsync({ email: tempEmail, code })}
        onVerified={(answer) => finishLogin(answer, { toast: messages.auth.emailVerified })}
        resend={() => resend.mutateAsync({ email: tempEmail })}
        resending={resend.isPending}
        resent={messages.auth.codeResent}
        resendFailed={messages.auth.resendFailed}
      />
    </AuthCard>
  );
}
