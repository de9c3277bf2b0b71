import type { authApi } from '@common/api/auth';
import type { Answer } from '@common/contract';
import { messages } from '@common/messages';
import { afterLoginTarget } from '@web/app/route-access';
import { useAuthStore } from '@web/lib/auth-store';
import { notifyInfo, notifySuccess } from '@web/lib/notify';
import { useNavigate } from 'react-router';

/**
 * The end of every login path (password, two-factor code, e-mail verification): keep the session,
 * forget the temporary e-mail (and a two-factor login's token), toast, and go to the remembered page or the role's area.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  return (
    answer: Pick<Answer<typeof authApi.verifyEmail>, 'token' | 'user' | 'deletionCancelled'>,
    options: { from?: string | null; toast?: string },
  ) => {
    const { setSession, setTempEmail, setTwoFactorToken } = useAuthStore.getState();
    setSession(answer.token, answer.user);
    setTempEmail(null);
    setTwoFactorToken(null);
    notifySuccess(options.toast ?? messages.auth.loggedIn);
    // Issue 18: this login kept an account whose deletion was asked for (a mail says so too).
    if (answer.deletionCancelled) {
      notifyInfo('A fiók törlését visszavontuk, mert bejelentkezett. Fiókja és adatai megmaradnak.', 10_000);
    }
    navigate(afterLoginTarget(answer.user.role, options.from), { replace: true });
  };
}

/** Keeps the e-mail a code was sent to (for the next step, even after a reload) and opens that step. */
export function useContinueWithEmail() {
  const navigate = useNavigate();
  return (email: string, step: '/email-verification' | '/jelszo-visszaallitas') => {
    useAuthStore.getState().setTempEmail(email);
    navigate(step);
  };
}

/** The page the guard remembered (`state.from`), carried from the login page to the 2FA page. */
export function rememberedFrom(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : null;
}
