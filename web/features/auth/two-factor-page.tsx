import { messages } from '@common/messages';
import { Text } from '@mantine/core';
import { useAuthStore } from '@web/lib/auth-store';
import { notifyError } from '@web/lib/notify';
import { usePageTitle } from '@web/lib/page-title';
import { useLocation } from 'react-router';
import { useResendTwoFactorMutation } from './api/resend-2fa';
import { useVerifyTwoFactorMutation } from './api/verify-2fa';
import { AuthCard, AuthCardLink, MissingEmailCard } from './components/auth-card';
import { CodeForm } from './components/code-form';
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

  if (!tempEmail) {
    return (
      <MissingEmailCard title={TITLE} info link={{ to: '/bejelentkezes', text: 'Vissza a bejelentkezéshez' }}>
        A kétlépcsős azonosítás kódja a bejelentkezés része: előbb adja meg e-mail címét és jelszavát a
        bejelentkezési oldalon, utána küldjük el a kódot e-mailben.
      </MissingEmailCard>
    );
  }

  /** The e-mail and the login's token are read when asked (a reload keeps them in the store). */
  const askAgain = () => {
    const { tempEmail: email, twoFactorToken } = useAuthStore.getState();
    if (!email) {
      notifyError(messages.auth.missingResendEmail);
      return null;
    }
    return resend.mutateAsync({ email, ...(twoFactorToken ? { twoFactorToken } : {}) });
  };

  return (
    <AuthCard title={TITLE}>
      <Text>
        Fiókjában be van kapcsolva a kétlépcsős azonosítás. A belépéshez szükséges kódot elküldtük ide:{' '}
        <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
          {tempEmail}
        </Text>
      </Text>
      <CodeForm
        label="Azonosító kód"
        submitLabel="Belépés"
        verify={(code) => verify.mutateAsync({ email: tempEmail, code })}
        onVerified={(answer) => finishLogin(answer, { from: rememberedFrom(location.state) })}
        resend={askAgain}
        resending={resend.isPending}
        resent={messages.auth.codeResent}
        resendFailed={messages.auth.resendFailed}
      />
      <AuthCardLink to="/bejelentkezes">Vissza a bejelentkezéshez</AuthCardLink>
    </AuthCard>
  );
}
