import { emailCodeBody } from '@common/api/auth';
import { messages } from '@common/messages';
import { Button } from '@mantine/core';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useApiForm } from '@web/lib/use-api-form';
import { useEffect } from 'react';
import { AuthForm } from './auth-form';
import { CodeField } from './code-field';

/** The code of emailCodeBody (the e-mail is the one kept between the steps). */
const codeForm = emailCodeBody.pick({ code: true });

/**
 * The e-mailed code of an auth step (e-mail verification, two-factor login, password reset), with
 * "Új kód küldése". A wrong, expired or malformed code shows under the field, anything else under the form.
 */
export function CodeForm<Answer>({
  label,
  submitLabel,
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
  verify: (code: string) => Promise<Answer>;
  onVerified: (answer: Answer, code: string) => void;
  /** Asks for a new code; null when it could not (the page has said why). */
  resend: () => Promise<unknown> | null;
  resending: boolean;
  /** The toasts of "Új kód küldése". */
  resent: string;
  resendFailed: string;
  /** Shown under the field from the start (a later step found the code no longer valid). */
  initialError?: string | undefined;
}) {
  const codeStep = useApiForm({
    initialValues: { code: '' },
    schema: codeForm,
    submit: ({ code }) => verify(code),
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
    const call = resend();
    if (!call) return;
    setFormError(null);
    try {
      await call;
      restart();
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
      <CodeField
        label={label}
        value={form.values.code}
        onChange={(code) => form.setFieldValue('code', code)}
        error={form.errors.code}
        autoFocus
      />
    </AuthForm>
  );
}
