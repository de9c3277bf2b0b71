import type { Adviser } from '@common/api/advisers';
import { BILLING_FIELDS } from '@common/api/advisers';
import { formatDate, formatRating } from '@common/format';
import { messages } from '@common/messages';
import { Anchor, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { UserAuditSection } from '@web/components/audit-history';
import { useConfirmedActions } from '@web/components/confirm-dialog';
import { DetailDrawer, DrawerHeader, DrawerSection } from '@web/components/detail-drawer';
import { Fact } from '@web/components/fact';
import { Link } from 'react-router';
import { useActivateAdviserMutation } from '../api/activate-adviser';
import { useDeactivateAdviserMutation } from '../api/deactivate-adviser';
import { useDeleteAdviserMutation } from '../api/delete-adviser';
import { useAdviserQuery } from '../api/get-adviser';
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

function AdviserDetail({ adviser, onDeleted }: { adviser: Adviser; onDeleted: () => void }) {
  const activate = useActivateAdviserMutation();
  const deactivate = useDeactivateAdviserMutation();
  const remove = useDeleteAdviserMutation();
  const { open, dialogs } = useConfirmedActions({
    activate: {
      title: 'Tanácsadói fiók aktiválása',
      confirmLabel: 'Aktiválás',
      confirmColor: 'teal.9',
      text: `${adviser.name} fiókja aktív lesz, és megjelenik a keresésben.${adviser.expirationDate ? '' : ' Mivel nincs lejárati dátuma, 30 napos próbaidőt kap.'}`,
      run: () => activate.mutateAsync(adviser.id),
      pending: activate.isPending,
      success: messages.advisers.activated,
      failure: messages.advisers.activateFailed,
    },
    deactivate: {
      title: 'Tanácsadói fiók deaktiválása',
      confirmLabel: 'Deaktiválás',
      text: `${adviser.name} profilja azonnal eltűnik a keresésből, és nem foglalható. A meglévő foglalásai megmaradnak.`,
      run: () => deactivate.mutateAsync(adviser.id),
      pending: deactivate.isPending,
      success: messages.advisers.deactivated,
      failure: messages.advisers.deactivateFailed,
    },
    delete: {
      title: 'Tanácsadó törlése',
      confirmLabel: 'Igen, véglegesen törlöm',
      text: `Biztosan törli ${adviser.name} tanácsadói fiókját? A név, az e-mail cím, a profil, a képek, a számlázási adatok, a távollétek és az üzenetek véglegesen törlődnek; a jövőbeli foglalásait lemondjuk (a kérdező értesítést kap); a korábbi foglalások, a számlák és a befizetések a jogszabályok miatt név nélkül megmaradnak. Ez nem vonható vissza.`,
      run: () => remove.mutateAsync(adviser.id),
      pending: remove.isPending,
      success: messages.advisers.deleted,
      failure: messages.advisers.deleteFailed,
      onDone: onDeleted,
    },
  });

  return (
    <Stack gap="lg">
      <DrawerHeader title={adviser.name} line={adviser.user.email}>
        <AdviserStatusBadges adviser={adviser} />
        <Anchor component={Link} to={`/tanacsado/${adviser.id}`} size="sm">
          Nyilvános profil megtekintése
        </Anchor>
      </DrawerHeader>
      <SimpleGrid cols={2} spacing="sm">
        <Fact label="Lejárat">{adviser.expirationDate ? formatDate(adviser.expirationDate) : '–'}</Fact>
        <Fact label="Aktiválási kérelem">
          {adviser.activationRequest && adviser.activationRequestDate
            ? formatDate(adviser.activationRequestDate)
            : 'Nincs'}
        </Fact>
        <Fact label="Értékelés">
          {adviser.reviewCount > 0
            ? `${formatRating(adviser.rating)} (${adviser.reviewCount} értékelés)`
            : 'Még nincs'}
        </Fact>
        <Fact label="Regisztrált">{formatDate(adviser.createdAt)}</Fact>
        <Fact label="Tanácsadási területek">
          {adviser.consultingTopics.length > 0
            ? adviser.consultingTopics.map((t) => t.name).join(', ')
            : 'Nincs megadva'}
        </Fact>
      </SimpleGrid>
      <DrawerSection
        titleId="adviser-billing-title"
        title={`Számlázási adatok ${adviser.billingComplete ? '' : '(hiányos)'}`}
        gap="xs"
      >
        <SimpleGrid cols={2} spacing="sm">
          {BILLING_FIELDS.map((field) => (
            <Fact key={field} label={BILLING_LABELS[field]}>
              {adviser.billingAddress[field] || '–'}
            </Fact>
          ))}
        </SimpleGrid>
      </DrawerSection>
      <DrawerSection titleId="adviser-actions-title" title="Műveletek">
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
      </DrawerSection>
      <UserAuditSection userId={adviser.userId} />
      {dialogs}
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
