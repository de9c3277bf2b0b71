import { changePasswordBody } from '@common/api/auth';
import { Text } from '@mantine/core';
import { NewPasswordFields, PasswordField, withPasswordConfirm } from '@web/components/password-field';
import { SaveForm } from '@web/components/save-form';
import { SectionCard } from '@web/components/section-card';
import { useApiForm } from '@web/lib/use-api-form';
import { useChangePasswordMutation } from '../api/change-password';

const changePasswordForm = withPasswordConfirm(
  changePasswordBody,
  'newPassword',
  'Kérjük, adja meg újra az új jelszót',
);

/** "Jelszó módosítása": current, new and repeated password; the other sessions end. */
export function ChangePasswordSection() {
  const mutation = useChangePasswordMutation();
  const passwordChange = useApiForm({
    initialValues: { currentPassword: '', newPassword: '', passwordConfirm: '' },
    schema: changePasswordForm,
    submit: (body) => mutation.mutateAsync(body),
    success: (answer) => answer?.message || 'A jelszó sikeresen módosítva',
    afterSave: 'initial',
    errorFields: { WRONG_PASSWORD: 'currentPassword', COMMON_PASSWORD: 'newPassword' },
    errorText: '',
  });
  const { form } = passwordChange;

  return (
    <SectionCard title="Jelszó módosítása">
      <Text size="sm">
        A jelszó módosítása után minden más eszközön újra be kell jelentkeznie; ezen az eszközön bejelentkezve
        marad.
      </Text>
      <SaveForm form={passwordChange} submitLabel="Jelszó módosítása" maw={420}>
        <PasswordField
          label="Jelenlegi jelszó"
          autoComplete="current-password"
          required
          name="currentPassword"
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields form={form} field="newPassword" label="Új jelszó" />
      </SaveForm>
    </SectionCard>
  );
}
