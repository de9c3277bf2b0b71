import type { AdminUserDetail } from '@common/api/admin';
import { ROLE_LABELS } from '@common/constants';
import { formatDate, formatDateTime } from '@common/format';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { UserAuditSection } from '@web/components/audit-history';
import { useConfirmedActions } from '@web/components/confirm-dialog';
import { DetailDrawer, DrawerHeader, DrawerSection } from '@web/components/detail-drawer';
import { Fact } from '@web/components/fact';
import { Notice } from '@web/components/notice';
import { StatusBadge } from '@web/components/status-badge';
import { useAuthStore } from '@web/lib/auth-store';
import { notifySuccess } from '@web/lib/notify';
import { useEffect, useState } from 'react';
import { useChangeRoleMutation } from '../api/change-role';
import { useUserQuery } from '../api/get-user';
import {
  useDeleteUserMutation,
  useDisableUserMutation,
  useEnableUserMutation,
  useResendVerificationMutation,
  useTriggerPasswordResetMutation,
} from '../api/user-actions';
import type { UserRole } from '../list-state';
import { UserStatusBadge } from './status-badge';

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

  useEffect(() => setRole(user.role), [user.role]);

  const { open, dialogs } = useConfirmedActions({
    disable: {
      title: 'Fiók letiltása',
      confirmLabel: 'Igen, letiltom',
      text: `Biztosan letiltja ${user.name} fiókját? Minden munkamenete azonnal véget ér, és nem tud bejelentkezni, amíg újra nem engedélyezi.`,
      run: () => disable.mutateAsync(user.id),
      pending: disable.isPending,
      failure: 'Nem sikerült letiltani a felhasználót.',
    },
    role: {
      title: 'Szerepkör módosítása',
      confirmLabel: 'Igen, módosítom',
      confirmColor: 'blue.8',
      text: `${user.name} szerepköre ${ROLE_LABELS[user.role]} helyett ${ROLE_LABELS[role]} lesz. A felhasználó minden munkamenete véget ér, újra be kell jelentkeznie.`,
      run: () => changeRole.mutateAsync({ id: user.id, role }),
      pending: changeRole.isPending,
      failure: 'Nem sikerült módosítani a szerepkört.',
    },
    reset: {
      title: 'Jelszó-visszaállítás',
      confirmLabel: 'Kód küldése',
      confirmColor: 'blue.8',
      text: `${user.name} jelszó-visszaállítási kódot kap e-mailben (${user.email}). A jelenlegi jelszava addig érvényes marad, amíg újat nem választ.`,
      run: () => reset.mutateAsync(user.id),
      pending: reset.isPending,
      failure: 'Nem sikerült elküldeni a jelszó-visszaállítási kódot.',
    },
    delete: {
      title: 'Felhasználó törlése',
      confirmLabel: 'Igen, véglegesen törlöm',
      text: `Biztosan törli ${user.name} személyes adatait (GDPR)? A név, az e-mail cím, a képek, a számlázási adatok, az üzenetek és az értékelések szövege véglegesen törlődnek; a jövőbeli foglalásait lemondjuk (a másik fél értesítést kap); a korábbi foglalások és a számlák a jogszabályok miatt megmaradnak. Ez nem vonható vissza.`,
      run: () => remove.mutateAsync(user.id),
      pending: remove.isPending,
      failure: 'Nem sikerült törölni a felhasználót.',
    },
  });
  const notifyAnswer = { onSuccess: (answer: { message: string }) => notifySuccess(answer.message) };

  if (erased) {
    return (
      <Text size="sm">A felhasználó személyes adatai törölve lettek; további művelet nem végezhető.</Text>
    );
  }

  return (
    <Stack gap="md">
      {self ? (
        <Notice tone="info" title="Ez az Ön fiókja">
          Saját fiókját nem tilthatja le, nem fokozhatja le és nem törölheti. Nevét a Profil oldalon
          módosíthatja.
        </Notice>
      ) : null}
      <Group gap="sm">
        {user.status === 'disabled' ? (
          <Button
            variant="outline"
            loading={enable.isPending}
            onClick={() => enable.mutate(user.id, notifyAnswer)}
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
            onClick={() => resend.mutate(user.id, notifyAnswer)}
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

      {dialogs}
    </Stack>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const adviser = user.tanacsadoData;
  const asker = user.kerdezoData;
  return (
    <Stack gap="lg">
      <DrawerHeader title={user.name} line={user.email}>
        <Group gap="xs">
          <StatusBadge tone="neutral">{ROLE_LABELS[user.role]}</StatusBadge>
          <UserStatusBadge status={user.status} />
        </Group>
      </DrawerHeader>
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
      <DrawerSection titleId="user-actions-title" title="Műveletek">
        <UserActions user={user} />
      </DrawerSection>
      <UserAuditSection userId={user.id} />
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
      {({ data }) => <UserDetail key={data.id} user={data} />}
    </DetailDrawer>
  );
}
