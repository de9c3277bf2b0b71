import { formatDate } from '@common/format';
import { messages } from '@common/messages';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMyAdviserQuery } from '@web/api/get-my-adviser';
import { ConfirmDialog, useConfirmation } from '@web/components/confirm-dialog';
import { QueryBody } from '@web/components/query-body';
import { SectionCard } from '@web/components/section-card';
import { useRequestDeactivationMutation } from './api/status-requests';
import { ActivationRequestButton } from './components/activation-request-button';
import { activationMissing } from './lib/completeness';

/**
 * "Fiók állapota" of the adviser's settings: active or not, the activation request, and the
 * deactivation (which takes effect at once, so it is confirmed first).
 */
export function AccountStatusSection() {
  const adviser = useMyAdviserQuery();
  const deactivate = useRequestDeactivationMutation();
  // The account itself is the subject: `true` once asked.
  const deactivation = useConfirmation({
    call: (_account: true) => deactivate.mutateAsync(),
    success: (answer) => answer.message || 'A fiókja inaktív lett.',
    failure: messages.advisers.deactivationRequestFailed,
  });

  return (
    <SectionCard title="Fiók állapota">
      <QueryBody query={adviser} rows={3} errorMessage={messages.advisers.loadFailed}>
        {(adviserData) => (
          <Stack gap="md">
            <Group gap="sm">
              <Text>Állapot:</Text>
              <Badge
                color={adviserData.active ? 'teal.9' : 'gray.8'}
                variant="filled"
                data-testid="account-state"
              >
                {adviserData.active ? 'Aktív' : 'Inaktív'}
              </Badge>
              {adviserData.expired ? (
                <Badge color="red.9" variant="filled">
                  Lejárt
                </Badge>
              ) : null}
            </Group>
            {adviserData.expirationDate ? (
              <Text size="sm">
                {adviserData.expired ? 'Az előfizetése lejárt: ' : 'Lejárat: '}
                {formatDate(adviserData.expirationDate)}
              </Text>
            ) : null}
            {adviserData.active ? (
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  Ha inaktiválja a fiókját, a profilja azonnal eltűnik a keresésből, és nem fogadhat új
                  foglalásokat. Később új aktiválási kérelmet küldhet.
                </Text>
                <Button variant="outline" color="red.9" onClick={() => deactivation.ask(true)}>
                  Fiók inaktiválása
                </Button>
              </Stack>
            ) : adviserData.activationRequest ? (
              <Text size="sm" data-testid="activation-requested">
                Aktiválási kérelem elküldve:{' '}
                {adviserData.activationRequestDate ? formatDate(adviserData.activationRequestDate) : '–.'} Az
                adminisztrátor hamarosan elbírálja.
              </Text>
            ) : (
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  A profilja inaktív, ezért nem jelenik meg a keresésben. Az aktiválást az adminisztrátor
                  hagyja jóvá.
                  {activationMissing(adviserData).length > 0
                    ? ` A kérelemhez szükséges: ${activationMissing(adviserData).join(', ')}.`
                    : ''}
                </Text>
                <ActivationRequestButton />
              </Stack>
            )}
          </Stack>
        )}
      </QueryBody>
      <ConfirmDialog {...deactivation.dialog} title="Fiók inaktiválása" confirmLabel="Igen, inaktiválom">
        Biztosan inaktiválja a fiókját? A profilja azonnal eltűnik a keresésből, és nem fogadhat új
        foglalásokat. Az újbóli aktiváláshoz kérelmet kell küldenie, amelyet az adminisztrátor bírál el.
      </ConfirmDialog>
    </SectionCard>
  );
}
