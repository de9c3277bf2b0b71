import { loginBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { Anchor, Group, Text } from '@mantine/core';
import { PasswordField } from '@web/components/password-field';
import { useAuthStore } from '@web/lib/auth-store';
import { errorCode, errorText } from '@web/lib/form';
import { notifyError, notifyInfo } from '@web/lib/notify';
import { usePageTitle } from '@web/lib/page-title';
import { useApiForm } from '@web/lib/use-api-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLoginMutation } from './api/login';
import { AuthCard, AuthCardLink } from './components/auth-card';
import { AuthForm, EmailField } from './components/auth-form';
import { rememberedFrom, useContinueWithEmail, useFinishLogin } from './finish-login';

/** /bejelentkezes: e-mail and password; then the area, the two-factor step or the e-mail code step. */
export default function LoginPage() {
  usePageTitle('Bejelentkezés');
  const navigate = useNavigate();
  const location = useLocation();
  const from = rememberedFrom(location.state);
  const finishLogin = useFinishLogin();
  const continueWith = useContinueWithEmail();
  const mutation = useLoginMutation();
  const login = useApiForm({
    initialValues: { email: '', password: '' },
    schema: loginBody,
    submit: (body) => mutation.mutateAsync(body),
    onSuccess: (answer, body) => {
      const { setRequires2FA, setTempEmail, setTwoFactorToken } = useAuthStore.getState();
      if (answer.requiresTwoFactor) {
        setRequires2FA(true);
        setTempEmail(body.email);
        setTwoFactorToken(answer.twoFactorToken);
        notifyInfo(messages.auth.twoFactorSent);
        navigate('/2fa-verification', { state: from ? { from } : undefined });
        return;
      }
      if (!answer.token || !answer.user) {
        notifyError(messages.advisers.badResponseFormat);
        login.setFormError(messages.advisers.badResponseFormat);
        return;
      }
      finishLogin(answer, { from });
    },
    // The call is silent: this page shows its own toasts.
    onError: (error, body) => {
      if (errorCode(error) === 'EMAIL_NOT_VERIFIED') {
        // The server has just e-mailed a new code: the user continues with the code step.
        notifyInfo(errorText(error, messages.auth.codeResent));
        continueWith(body.email, '/email-verification');
        return true;
      }
      notifyError(errorText(error, messages.auth.badCredentials));
      return false;
    },
    errorText: messages.auth.badCredentials,
  });
  const { form } = login;

  return (
    <AuthCard title="Bejelentkezés">
      <Text>Jelentkezzen be e-mail címével és jelszavával.</Text>
      <AuthForm form={login} submitLabel="Bejelentkezés">
        <EmailField {...form.getInputProps('email')} />
        <PasswordField
          label="Jelszó"
          name="password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/elfelejtett-jelszo" size="sm" underline="always">
            Elfelejtette a jelszavát?
          </Anchor>
        </Group>
      </AuthForm>
      <AuthCardLink to="/regisztracio">Még nincs fiókja? Regisztráció</AuthCardLink>
    </AuthCard>
  );
}
