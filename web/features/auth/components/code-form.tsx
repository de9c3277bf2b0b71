import { emailCodeBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { Button } from '@mantine/core';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useApiForm } from '@web/lib/use-api-form';
import { useEffect } from 'react';
import { AuthForm, EmailField } from './auth-form';
import { CodeField } from './code-field';

/** The code of emailCodeBody (the e-mail is the one kept between the steps). */
const codeForm = emailCodeBody.pick({ code: true });
const EMPTY = { email: '', code: '' };

/**
 * The e-mailed code of an auth step (e-mail verification, two-factor login, password reset), with
 * "Új kód küldése". A wrong, expired or malformed code shows under the field, anything else under the form.
 * With `askEmail` (the page does not know the address: another tab or browser) the form asks for it too.
 */
export function CodeForm<Answer>({
  label,
  submitLabel,
  askEmail = false,
  verify,
  onVerified,
  resend,
  resending,
  resent,
  resendFailed,
  initialError,
}: {
  label?: string;
  submitLabel: string;
  askEmail?: boolean;
  /** `email`: the address typed in (with `askEmail`), else empty. */
  verify: (code: string, email: string) => Promise<Answer>;
  onVerified: (answer: Answer, code: string) => void;
  /** Asks for a new code; null when it could not (the page has said why). */
  resend: (email: string) => Promise<unknown> | null;
  resending: boolean;
  /** The toasts of "Új kód küldése". */
  resent: string;
  resendFailed: string;
  /** Shown under the field from the start (a later step found the code no longer valid). */
  initialError?: string | undefined;
}) {
  const codeStep = useApiForm({
    initialValues: EMPTY,
    schema: askEmail ? emailCodeBody : codeForm,
    submit: (body: { code: string; email?: string }) => verify(body.code, body.email ?? ''),
    onSuccess: (answer, { code }) => onVerified(answer, code),
    errorFields: { INVALID_CODE: 'code', VALIDATION_ERROR: 'code' },
    errorText: messages.auth.invalidCode,
  });
  const { form, setFormError, restart, focusInvalid } = codeStep;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the error it was opened with
  useEffect(() => {
    if (!initialError) return;
    form.setFieldError('code', initialError);
    focusInvalid();
  }, []);

  const onResend = async () => {
    // The address typed in must be one before a code can be sent to it.
    if (askEmail && form.validateField('email').hasError) {
      focusInvalid();
      return;
    }
    const { email } = form.values;
    const call = resend(email);
    if (!call) return;
    setFormError(null);
    try {
      await call;
      restart({ ...EMPTY, email });
      notifySuccess(resent);
    } catch (error) {
      setFormError(errorText(error, resendFailed));
    }
  };

  return (
    <AuthForm
      form={codeStep}
      submitLabel={submitLabel}
      more={
        <Button variant="default" fullWidth onClick={() => void onResend()} loading={resending}>
          Új kód küldése
        </Button>
      }
    >
      {askEmail ? <EmailField autoFocus {...form.getInputProps('email')} /> : null}
      <CodeField
        label={label}
        value={form.values.code}
        onChange={(code) => form.setFieldValue('code', code)}
        error={form.errors.code}
        autoFocus={!askEmail}
      />
    </AuthForm>
  );
}
