import { emailBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { Text } from '@mantine/core';
import { useAuthStore } from '@web/lib/auth-store';
import { usePageTitle } from '@web/lib/page-title';
import { useApiForm } from '@web/lib/use-api-form';
import { useRequestPasswordResetMutation } from './api/request-password-reset';
import { AuthCard, AuthCardLink } from './components/auth-card';
import { AuthForm, EmailField } from './components/auth-form';
import { useContinueWithEmail } from './finish-login';

/** /elfelejtett-jelszo: the first step of the password reset (a code by e-mail). */
export default function ForgotPasswordPage() {
  usePageTitle('Elfelejtett jelszó');
  const continueWith = useContinueWithEmail();
  const mutation = useRequestPasswordResetMutation();
  const request = useApiForm({
    initialValues: { email: useAuthStore.getState().tempEmail ?? '' },
    schema: emailBody,
    submit: (body) => mutation.mutateAsync(body),
    success: messages.auth.resetCodeSent,
    onSuccess: (_, body) => continueWith(body.email, '/jelszo-visszaallitas'),
    errorText: messages.auth.resetRequestFailed,
  });

  return (
    <AuthCard title="Elfelejtett jelszó">
      <Text>
        Adja meg fiókja e-mail címét. Ha a címhez fiók tartozik, e-mailben küldünk egy kódot, amellyel új
        jelszót állíthat be.
      </Text>
      <AuthForm form={request} submitLabel="Kód küldése">
        <EmailField {...request.form.getInputProps('email')} />
      </AuthForm>
      <AuthCardLink to="/bejelentkezes">Vissza a bejelentkezéshez</AuthCardLink>
    </AuthCard>
  );
}
