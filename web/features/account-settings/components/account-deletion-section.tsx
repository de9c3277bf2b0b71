import { ACCOUNT_DELETION_GRACE_DAYS, accountDeletionBody } from '@common/api/account';
import { formatDate, formatDateTime } from '@common/format';
import { Alert, Box, Button, Group, List, Stack, Text } from '@mantine/core';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { PasswordField } from '@web/components/password-field';
import { SectionCard } from '@web/components/section-card';
import { errorCode, errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { logout } from '@web/lib/session';
import { useApiForm } from '@web/lib/use-api-form';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccountDeletionQuery } from '../api/get-account-deletion';
import { useRequestAccountDeletionMutation } from '../api/request-account-deletion';

const DAY_MS = 24 * 60 * 60 * 1000;
const DELETE = 'Fiók törlése';
const FAILED = 'Nem sikerült a fiók törlését kérni.';

/**
 * "Fiók törlése" (GDPR Art. 17): the password, a confirmation, then the account is erased after
 * ACCOUNT_DELETION_GRACE_DAYS unless the user logs in before; the user is logged out at once. A login
 * that cancelled a request is told here for a while afterwards (and by mail).
 */
export function AccountDeletionSection() {
  const navigate = useNavigate();
  const mutation = useRequestAccountDeletionMutation();
  const deletion = useAccountDeletionQuery();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  // The dialog gives the focus back to the button it came from; a wrong password wants it on the field.
  const [focusPassword, setFocusPassword] = useState(false);
  // The password is checked first, the call is made when the dialog confirms.
  const { form, formRef, submitValues, pending, formError, setFormError, focusInvalid } = useApiForm({
    initialValues: { password: '' },
    schema: accountDeletionBody,
    submit: (body) => mutation.mutateAsync(body),
    afterSave: 'initial',
    onSuccess: async (answer) => {
      setConfirming(false);
      // The server has ended every session; this one ends here too.
      await logout();
      notifySuccess(
        `Fiókja törlését kérte: ${formatDateTime(answer.data.scheduledFor)}-kor töröljük. ` +
          'Ha addig bejelentkezik, a törlés elmarad. A részleteket e-mailben is elküldtük.',
        15_000,
      );
      navigate('/bejelentkezes', { replace: true });
    },
    onError: (error) => {
      if (errorCode(error) !== 'WRONG_PASSWORD' && errorCode(error) !== 'VALIDATION_ERROR') return false;
      setConfirming(false);
      form.setFieldError('password', errorText(error, FAILED));
      setFocusPassword(true);
      return true;
    },
    errorText: FAILED,
  });

  useEffect(() => {
    if (!focusPassword || confirming) return;
    const timer = window.setTimeout(() => {
      passwordRef.current?.focus();
      setFocusPassword(false);
    }, 50);
    return () => window.clearTimeout(timer);
  }, [focusPassword, confirming]);

  const cancelledAt = deletion.data?.cancelledAt ?? null;
  const recentlyCancelled =
    cancelledAt !== null &&
    Date.now() - new Date(cancelledAt).getTime() < ACCOUNT_DELETION_GRACE_DAYS * DAY_MS;
  const scheduledFor = new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);

  return (
    <SectionCard title="Fiók törlése">
      {recentlyCancelled && cancelledAt ? (
        <Alert color="blue" variant="light" role="status" title="A törlés elmaradt">
          Fiókja törlését {formatDateTime(cancelledAt)}-kor visszavontuk, mert bejelentkezett. Fiókja és
          adatai megmaradnak.
        </Alert>
      ) : null}
      <Text size="sm">
        A törlés kérése után minden eszközön kijelentkeztetjük, és {ACCOUNT_DELETION_GRACE_DAYS} nap múlva
        véglegesen töröljük fiókját és személyes adatait. Ha addig meggondolja magát, csak jelentkezzen be: a
        bejelentkezés visszavonja a törlést. Ha szüksége van adataira, előbb kérje le őket („Adataim
        letöltése”).
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Amit jogszabály alapján megőrzünk:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            a konzultációk nyilvántartását (időpont, típus, állapot, fizetés) a számláikkal, és az előfizetési
            fizetéseket, a számviteli jogszabályok szerinti ideig (a bizonylatokat 8 évig); ezekben neve és
            e-mail címe helyett a „Törölt felhasználó” álnév szerepel;
          </List.Item>
          <List.Item>
            a beszélgetéseket a másik félnél (az Ön üzenetei szöveg nélkül), és értékelései csillagait szöveg
            nélkül.
          </List.Item>
        </List>
      </Stack>
      <Box
        component="form"
        ref={formRef}
        onSubmit={form.onSubmit(() => {
          setFormError(null);
          setConfirming(true);
        }, focusInvalid)}
        noValidate
        maw={420}
      >
        <Stack gap="md">
          <PasswordField
            ref={passwordRef}
            label="Jelszó"
            description="A törlés kéréséhez adja meg jelszavát."
            name="password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group>
            <Button type="submit" color="red.9">
              {DELETE}
            </Button>
          </Group>
        </Stack>
      </Box>
      <ConfirmDialog
        opened={confirming}
        title="Biztosan törli fiókját?"
        confirmLabel="Igen, törlöm a fiókomat"
        loading={pending}
        error={formError}
        onConfirm={() => void submitValues()}
        onClose={() => setConfirming(false)}
      >
        {`Minden eszközön azonnal kijelentkeztetjük, és fiókját ${formatDate(scheduledFor)} után véglegesen töröljük. Ha addig bejelentkezik, a törlés elmarad.`}
      </ConfirmDialog>
    </SectionCard>
  );
}
