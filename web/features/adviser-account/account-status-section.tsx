import { formatDate } from '@common/format';
import { messages } from '@common/messages';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMyAdviserQuery } from '@web/api/get-my-adviser';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { QueryBody } from '@web/components/query-body';
import { SectionCard } from '@web/components/section-card';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { errorText } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useRequestDeactivationMutation } from './api/request-deactivation';
import { ActivationRequestButton } from './components/activation-request-button';
import { activationMissing } from './lib/completeness';

/**
 * "Fiók állapota" of the adviser's settings: active or not, the activation request, and the
 * deactivation (which takes effect at once, so it is confirmed first).
 */
export function AccountStatusSection() {
  const { userId } = useAdviserIdentity();
  const adviser = useMyAdviserQuery(userId);
  const deactivate = useRequestDeactivationMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onDeactivate = () => {
    setError(null);
    deactivate.mutate(undefined, {
      onSuccess: (answer) => {
        notifySuccess(answer.message || 'A fiókja inaktív lett.');
        setConfirming(false);
      },
      onError: (e) => setError(errorText(e, messages.advisers.deactivationRequestFailed)),
    });
  };

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
                <Button
                  variant="outline"
                  color="red.9"
                  onClick={() => {
                    setError(null);
                    setConfirming(true);
                  }}
                >
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
      <ConfirmDialog
        opened={confirming}
        title="Fiók inaktiválása"
        confirmLabel="Igen, inaktiválom"
        loading={deactivate.isPending}
        error={error}
        onConfirm={onDeactivate}
        onClose={() => setConfirming(false)}
      >
        Biztosan inaktiválja a fiókját? A profilja azonnal eltűnik a keresésből, és nem fogadhat új
        foglalásokat. Az újbóli aktiváláshoz kérelmet kell küldenie, amelyet az adminisztrátor bírál el.
      </ConfirmDialog>
    </SectionCard>
  );
}
