import { messages } from '@common/messages';
import { Anchor, Text } from '@mantine/core';
import { useAuthStore } from '@web/lib/auth-store';
import { usePageTitle } from '@web/lib/page-title';
import { Link } from 'react-router';
import { useResendVerificationMutation } from './api/resend-verification';
import { useVerifyEmailMutation } from './api/verify-email';
import { AuthCard } from './components/auth-card';
import { CodeForm } from './components/code-form';
import { useFinishLogin } from './finish-login';

const TITLE = 'E-mail cím megerősítése';

/**
 * /email-verification: the code sent after registration (or after a login with an unverified e-mail).
 * The address comes from the step before (kept for this tab); opened elsewhere (another tab or browser,
 * as from the mail) the page asks for it with the code, never sending anyone to register again.
 */
export default function EmailVerificationPage() {
  usePageTitle(TITLE);
  const tempEmail = useAuthStore((s) => s.tempEmail);
  const finishLogin = useFinishLogin();
  const verify = useVerifyEmailMutation();
  const resend = useResendVerificationMutation();

  return (
    <AuthCard title={TITLE}>
      {tempEmail ? (
        <>
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
        </>
      ) : (
        <Text>Adja meg e-mail címét és a levélben kapott megerősítő kódot.</Text>
      )}
      <CodeForm
        // A new form when the address becomes known (or forgotten): its fields differ.
        key={tempEmail ? 'kept' : 'asked'}
        askEmail={!tempEmail}
        submitLabel="Megerősítés"
        verify={(code, email) => verify.mutateAsync({ email: tempEmail ?? email, code })}
        onVerified={(answer) => finishLogin(answer, { toast: messages.auth.emailVerified })}
        resend={(email) => resend.mutateAsync({ email: tempEmail ?? email })}
        resending={resend.isPending}
        resent={messages.auth.codeResent}
        resendFailed={messages.auth.resendFailed}
      />
      <Text size="sm">
        Lejárt a kód, vagy nem érkezik új?{' '}
        <Anchor component={Link} to="/bejelentkezes" underline="always">
          Jelentkezzen be
        </Anchor>{' '}
        e-mail címével és jelszavával: a belépés is küld új megerősítő kódot.
      </Text>
    </AuthCard>
  );
}
