import type { Adviser } from '@common/api/advisers';
import { BILLING_FIELDS } from '@common/api/advisers';
import { formatDate } from '@common/format';
import { messages } from '@common/messages';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { UserAuditSection } from '@web/components/audit-history';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DetailDrawer } from '@web/components/detail-drawer';
import { Fact } from '@web/components/fact';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActivateAdviserMutation } from '../api/activate-adviser';
import { useDeactivateAdviserMutation } from '../api/deactivate-adviser';
import { useDeleteAdviserMutation } from '../api/delete-adviser';
import { useAdviserQuery } from '../api/get-adviser';
import { adminAdvisersKeys } from '../api/query-keys';
import { AdviserStatusBadges } from './adviser-status-badges';

const BILLING_LABELS: Record<(typeof BILLING_FIELDS)[number], string> = {
  companyName: 'Cégnév',
  country: 'Ország',
  city: 'Város',
  zipCode: 'Irányítószám',
  address: 'Cím',
  vatNumber: 'Adószám',
  bankAccountNumber: 'Bankszámlaszám',
};

type Pending = 'activate' | 'deactivate' | 'delete' | null;

function AdviserDetail({ adviser, onDeleted }: { adviser: Adviser; onDeleted: () => void }) {
  const activate = useActivateAdviserMutation();
  const deactivate = useDeactivateAdviserMutation();
  const remove = useDeleteAdviserMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);

  const open = (what: Pending) => {
    setError(null);
    setPending(what);
  };
  const confirm = () => {
    if (pending === 'activate') {
      activate.mutate(adviser.id, {
        onSuccess: () => {
          notifySuccess(messages.advisers.activated);
          setPending(null);
        },
        onError: (e) => setError(errorText(e, messages.advisers.activateFailed)),
      });
    } else if (pending === 'deactivate') {
      deactivate.mutate(adviser.id, {
        onSuccess: () => {
          notifySuccess(messages.advisers.deactivated);
          setPending(null);
        },
        onError: (e) => setError(errorText(e, messages.advisers.deactivateFailed)),
      });
    } else if (pending === 'delete') {
      remove.mutate(adviser.id, {
        onSuccess: () => {
          notifySuccess(messages.advisers.deleted);
          setPending(null);
          onDeleted();
        },
        onError: (e) => setError(errorText(e, messages.advisers.deleteFailed)),
      });
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {adviser.name}
        </Title>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {adviser.user.email}
        </Text>
        <AdviserStatusBadges adviser={adviser} />
        <Anchor component={Link} to={`/tanacsado/${adviser.id}`} size="sm">
          Nyilvános profil megtekintése
        </Anchor>
      </Stack>
      <SimpleGrid cols={2} spacing="sm">
        <Fact label="Lejárat">{adviser.expirationDate ? formatDate(adviser.expirationDate) : '–'}</Fact>
        <Fact label="Aktiválási kérelem">
          {adviser.activationRequest && adviser.activationRequestDate
            ? formatDate(adviser.activationRequestDate)
            : 'Nincs'}
        </Fact>
        <Fact label="Értékelés">
          {adviser.reviewCount > 0
            ? `${adviser.rating.toFixed(1)} (${adviser.reviewCount} értékelés)`
            : 'Még nincs'}
        </Fact>
        <Fact label="Regisztrált">{formatDate(adviser.createdAt)}</Fact>
        <Fact label="Tanácsadási területek">
          {adviser.consultingTopics.length > 0
            ? adviser.consultingTopics.map((t) => t.name).join(', ')
            : 'Nincs megadva'}
        </Fact>
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="adviser-billing-title">
        <Title order={3} size="h4" id="adviser-billing-title">
          Számlázási adatok {adviser.billingComplete ? '' : '(hiányos)'}
        </Title>
        <SimpleGrid cols={2} spacing="sm">
          {BILLING_FIELDS.map((field) => (
            <Fact key={field} label={BILLING_LABELS[field]}>
              {adviser.billingAddress[field] || '–'}
            </Fact>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="adviser-actions-title">
        <Title order={3} size="h4" id="adviser-actions-title">
          Műveletek
        </Title>
        <Group gap="sm">
          {adviser.active ? (
            <Button variant="outline" color="red.9" onClick={() => open('deactivate')}>
              Deaktiválás
            </Button>
          ) : (
            <Button color="teal.9" onClick={() => open('activate')}>
              Aktiválás
            </Button>
          )}
          <Button color="red.9" onClick={() => open('delete')}>
            Tanácsadó törlése
          </Button>
        </Group>
      </Stack>
      <UserAuditSection userId={adviser.userId} keyPrefix={adminAdvisersKeys.all} />

      <ConfirmDialog
        opened={pending === 'activate'}
        title="Tanácsadói fiók aktiválása"
        confirmLabel="Aktiválás"
        confirmColor="teal.9"
        loading={activate.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {`${adviser.name} fiókja aktív lesz, és megjelenik a keresésben.${adviser.expirationDate ? '' : ' Mivel nincs lejárati dátuma, 30 napos próbaidőt kap.'}`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending === 'deactivate'}
        title="Tanácsadói fiók deaktiválása"
        confirmLabel="Deaktiválás"
        loading={deactivate.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {`${adviser.name} profilja azonnal eltűnik a keresésből, és nem foglalható. A meglévő foglalásai megmaradnak.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending === 'delete'}
        title="Tanácsadó törlése"
        confirmLabel="Igen, véglegesen törlöm"
        loading={remove.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {`Biztosan törli ${adviser.name} tanácsadói fiókját? A név, az e-mail cím, a profil, a képek, a számlázási adatok, a távollétek és az üzenetek véglegesen törlődnek; a jövőbeli foglalásait lemondjuk (a kérdező értesítést kap); a korábbi foglalások, a számlák és a befizetések a jogszabályok miatt név nélkül megmaradnak. Ez nem vonható vissza.`}
      </ConfirmDialog>
    </Stack>
  );
}

/** One adviser beside the list: facts, billing data, activate/deactivate/delete and the audit history. */
export function AdviserDrawer({ adviserId, onClose }: { adviserId: string | null; onClose: () => void }) {
  const adviser = useAdviserQuery(adviserId);
  return (
    <DetailDrawer
      opened={Boolean(adviserId)}
      onClose={onClose}
      title="Tanácsadó adatai"
      query={adviser}
      errorMessage={messages.advisers.loadFailed}
    >
      {(data) => <AdviserDetail key={data.id} adviser={data} onDeleted={onClose} />}
    </DetailDrawer>
  );
}
