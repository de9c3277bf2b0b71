import { formatDate, formatDateTime } from '@common/format';
import { Alert, Badge, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { UserAuditSection } from '@web/components/audit-history';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DetailDrawer } from '@web/components/detail-drawer';
import { Fact } from '@web/components/fact';
import { useAuthStore } from '@web/lib/auth-store';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useEffect, useState } from 'react';
import { useChangeRoleMutation } from '../api/change-role';
import { useDeleteUserMutation } from '../api/delete-user';
import { useDisableUserMutation } from '../api/disable-user';
import { useEnableUserMutation } from '../api/enable-user';
import { type AdminUserDetail, useUserQuery } from '../api/get-user';
import { adminUsersKeys } from '../api/query-keys';
import { useResendVerificationMutation } from '../api/resend-verification';
import { useTriggerPasswordResetMutation } from '../api/trigger-password-reset';
import { ROLE_LABELS, type UserRole } from '../list-state';
import { StatusBadge } from './status-badge';

type Pending = 'disable' | 'role' | 'delete' | 'reset' | null;

function UserActions({ user }: { user: AdminUserDetail }) {
  const myId = useAuthStore((s) => s.user?.id);
  const self = user.id === myId;
  const erased = user.email.endsWith('@torolt.invalid');
  const disable = useDisableUserMutation();
  const enable = useEnableUserMutation();
  const changeRole = useChangeRoleMutation();
  const resend = useResendVerificationMutation();
  const reset = useTriggerPasswordResetMutation();
  const remove = useDeleteUserMutation();
  const [role, setRole] = useState<UserRole>(user.role);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setRole(user.role), [user.role]);

  const open = (what: Pending) => {
    setError(null);
    setPending(what);
  };
  const done = (answer: { message: string }) => {
    notifySuccess(answer.message);
    setPending(null);
  };
  const failed = (fallback: string) => (e: unknown) => setError(errorText(e, fallback));

  const confirm = () => {
    if (pending === 'disable') {
      disable.mutate(user.id, { onSuccess: done, onError: failed('Nem sikerült letiltani a felhasználót.') });
    } else if (pending === 'role') {
      changeRole.mutate(
        { id: user.id, role },
        { onSuccess: done, onError: failed('Nem sikerült módosítani a szerepkört.') },
      );
    } else if (pending === 'delete') {
      remove.mutate(user.id, { onSuccess: done, onError: failed('Nem sikerült törölni a felhasználót.') });
    } else if (pending === 'reset') {
      reset.mutate(user.id, {
        onSuccess: done,
        onError: failed('Nem sikerült elküldeni a jelszó-visszaállítási kódot.'),
      });
    }
  };

  if (erased) {
    return (
      <Text size="sm">A felhasználó személyes adatai törölve lettek; további művelet nem végezhető.</Text>
    );
  }

  return (
    <Stack gap="md">
      {self ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden="true" />}
          title="Ez az Ön fiókja"
        >
          Saját fiókját nem tilthatja le, nem fokozhatja le és nem törölheti. Nevét a Profil oldalon
          módosíthatja.
        </Alert>
      ) : null}
      <Group gap="sm">
        {user.status === 'disabled' ? (
          <Button
            variant="outline"
            loading={enable.isPending}
            onClick={() => enable.mutate(user.id, { onSuccess: (answer) => notifySuccess(answer.message) })}
          >
            Fiók engedélyezése
          </Button>
        ) : (
          <Button variant="outline" color="red.9" disabled={self} onClick={() => open('disable')}>
            Fiók letiltása
          </Button>
        )}
        {!user.emailVerified && user.status !== 'disabled' ? (
          <Button
            variant="default"
            loading={resend.isPending}
            onClick={() => resend.mutate(user.id, { onSuccess: (answer) => notifySuccess(answer.message) })}
          >
            Megerősítő kód újraküldése
          </Button>
        ) : null}
        {user.status !== 'disabled' ? (
          <Button variant="default" onClick={() => open('reset')}>
            Jelszó-visszaállítás
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" align="flex-end">
        <Select
          label="Szerepkör"
          data={(Object.keys(ROLE_LABELS) as UserRole[]).map((value) => ({
            value,
            label: ROLE_LABELS[value],
          }))}
          value={role}
          onChange={(value) => value && setRole(value as UserRole)}
          allowDeselect={false}
          disabled={self}
          w={200}
        />
        <Button variant="default" disabled={self || role === user.role} onClick={() => open('role')}>
          Szerepkör módosítása
        </Button>
      </Group>
      <Group>
        <Button color="red.9" disabled={self} onClick={() => open('delete')}>
          Felhasználó törlése
        </Button>
      </Group>

      <ConfirmDialog
        opened={pending === 'disable'}
        title="Fiók letiltása"
        confirmLabel="Igen, letiltom"
        loading={disable.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {`Biztosan letiltja ${user.name} fiókját? Minden munkamenete azonnal véget ér, és nem tud bejelentkezni, amíg újra nem engedélyezi.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending === 'role'}
        title="Szerepkör módosítása"
        confirmLabel="Igen, módosítom"
        confirmColor="blue.8"
        loading={changeRole.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {`${user.name} szerepköre ${ROLE_LABELS[user.role]} helyett ${ROLE_LABELS[role]} lesz. A felhasználó minden munkamenete véget ér, újra be kell jelentkeznie.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending === 'reset'}
        title="Jelszó-visszaállítás"
        confirmLabel="Kód küldése"
        confirmColor="blue.8"
        loading={reset.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {`${user.name} jelszó-visszaállítási kódot kap e-mailben (${user.email}). A jelenlegi jelszava addig érvényes marad, amíg újat nem választ.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending === 'delete'}
        title="Felhasználó törlése"
        confirmLabel="Igen, véglegesen törlöm"
        loading={remove.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {`Biztosan törli ${user.name} személyes adatait (GDPR)? A név, az e-mail cím, a képek, a számlázási adatok, az üzenetek és az értékelések szövege véglegesen törlődnek; a jövőbeli foglalásait lemondjuk (a másik fél értesítést kap); a korábbi foglalások és a számlák a jogszabályok miatt megmaradnak. Ez nem vonható vissza.`}
      </ConfirmDialog>
    </Stack>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const adviser = user.tanacsadoData;
  const asker = user.kerdezoData;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {user.name}
        </Title>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Group gap="xs">
          <Badge variant="light" color="dark">
            {ROLE_LABELS[user.role]}
          </Badge>
          <StatusBadge status={user.status} />
        </Group>
      </Stack>
      <SimpleGrid cols={2} spacing="sm">
        <Fact label="Regisztrált">{formatDate(user.createdAt)}</Fact>
        <Fact label="E-mail megerősítve">{user.emailVerified ? 'Igen' : 'Nem'}</Fact>
        <Fact label="Kétlépcsős azonosítás">
          {user.twoFactorAuth.isEnabled ? 'Bekapcsolva' : 'Kikapcsolva'}
        </Fact>
        <Fact label="Foglalások">{user.stats.appointments}</Fact>
        <Fact label="Aktív munkamenetek">{user.stats.liveSessions}</Fact>
        {user.disabledAt ? <Fact label="Letiltva">{formatDateTime(user.disabledAt)}</Fact> : null}
        {adviser ? (
          <>
            <Fact label="Tanácsadói fiók">{adviser.active ? 'Aktív' : 'Inaktív'}</Fact>
            <Fact label="Lejárat">{adviser.expirationDate ? formatDate(adviser.expirationDate) : '–'}</Fact>
          </>
        ) : null}
        {asker ? (
          <>
            <Fact label="Előfizetés">{asker.subscriptionStatus === 'active' ? 'Aktív' : 'Lejárt'}</Fact>
            <Fact label="Lejárat">{asker.expirationDate ? formatDate(asker.expirationDate) : '–'}</Fact>
          </>
        ) : null}
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="user-actions-title">
        <Title order={3} size="h4" id="user-actions-title">
          Műveletek
        </Title>
        <UserActions user={user} />
      </Stack>
      <UserAuditSection userId={user.id} keyPrefix={adminUsersKeys.all} />
    </Stack>
  );
}

/** The details of one user beside the list: facts, actions (each confirmed) and the audit history. */
export function UserDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const user = useUserQuery(userId);
  return (
    <DetailDrawer
      opened={Boolean(userId)}
      onClose={onClose}
      title="Felhasználó adatai"
      query={user}
      errorMessage="Nem sikerült betölteni a felhasználót."
    >
      {(data) => <UserDetail key={data.id} user={data} />}
    </DetailDrawer>
  );
}
