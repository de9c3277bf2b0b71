import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { InlineError } from '@web/components/inline-error';
import { errorText } from '@web/lib/form';
import { notifyInfo, notifySuccess } from '@web/lib/notify';
import { disablePush, enablePush, type PushState, readPushState } from '@web/lib/push';
import { useEffect, useRef, useState } from 'react';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getPushPublicKey } from '../api/get-push-public-key';
import { savePushSubscription } from '../api/save-push-subscription';

const PUSH_ON = 'Push-értesítések bekapcsolása ezen az eszközön';
const PUSH_OFF = 'Kikapcsolás ezen az eszközön';

/** The long label may wrap instead of pushing a 360 px screen wider. */
const WRAPPING_BUTTON_STYLES = {
  root: { maxWidth: '100%', height: 'auto', minHeight: 'var(--button-height)' },
  label: { whiteSpace: 'normal', textAlign: 'center', paddingBlock: 6 },
} as const;

const STATE_TEXT: Record<'on' | 'off', string> = {
  on: 'Ezen az eszközön be vannak kapcsolva a push-értesítések.',
  off: 'Ezen az eszközön nincsenek bekapcsolva a push-értesítések.',
};

/**
 * Push on this device (browser): on or off, or why it cannot be turned on here. The choices below say
 * which events come as push; this says whether this device receives them.
 */
export function PushDeviceBlock() {
  const [state, setState] = useState<PushState | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The pressed button is disabled while it works (and loses the focus): the focus returns to it after.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState()
      .catch((): PushState => 'off')
      .then((read) => {
        if (live) setState(read);
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!refocus || buttonRef.current?.disabled) return;
    buttonRef.current?.focus();
    setRefocus(false);
  });

  const toggle = useMutation({
    mutationFn: async (turnOn: boolean) => {
      if (turnOn) return enablePush({ publicKey: getPushPublicKey, save: savePushSubscription });
      await disablePush({ remove: deletePushSubscription });
      return 'off' as const;
    },
  });

  const onToggle = () => {
    const turnOn = state !== 'on';
    setError(null);
    const hadFocus = document.activeElement === buttonRef.current;
    toggle.mutate(turnOn, {
      onSettled: () => setRefocus(hadFocus),
      onSuccess: (result) => {
        if (result === 'dismissed') {
          notifyInfo('Nem adott engedélyt az értesítésekre, így a push-értesítések nem kapcsolódtak be.');
          return;
        }
        setState(result);
        if (result === 'on') notifySuccess('Push-értesítések bekapcsolva ezen az eszközön.');
        if (result === 'off') notifySuccess('Push-értesítések kikapcsolva ezen az eszközön.');
      },
      onError: (failure) =>
        setError(
          errorText(
            failure,
            turnOn
              ? 'Nem sikerült bekapcsolni a push-értesítéseket ezen az eszközön. Próbálja újra később.'
              : 'Nem sikerült kikapcsolni a push-értesítéseket ezen az eszközön. Próbálja újra később.',
          ),
        ),
    });
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Push-értesítések ezen az eszközön
      </Title>
      {state === null ? (
        <Skeleton height={36} width="60%" aria-hidden="true" />
      ) : state === 'unsupported' ? (
        <Alert color="gray" variant="light" data-testid="push-state">
          <Text size="sm">
            Ez a böngésző nem tud push-értesítést fogadni (vagy az oldal nem biztonságos kapcsolaton keresztül
            nyílt meg). iPhone-on és iPaden a push-értesítésekhez tegye az oldalt a kezdőképernyőre (Megosztás
            → Főképernyőhöz adás), és onnan nyissa meg. Az e-mail értesítések ettől függetlenül megérkeznek.
          </Text>
        </Alert>
      ) : state === 'denied' ? (
        <Alert color="yellow" variant="light" data-testid="push-state">
          <Text size="sm">
            Ebben a böngészőben letiltotta az értesítéseket ennél az oldalnál, ezért push-értesítést nem
            küldhetünk ide. Engedélyezéshez kattintson a címsorban a cím előtti ikonra (webhelyadatok), az
            Értesítések beállításnál válassza az Engedélyezés lehetőséget, majd töltse újra az oldalt.
          </Text>
        </Alert>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text size="sm" data-testid="push-state">
            {STATE_TEXT[state]}
          </Text>
          {/* One button whose label changes: the keyboard focus stays with it. */}
          <Button
            ref={buttonRef}
            styles={WRAPPING_BUTTON_STYLES}
            variant={state === 'on' ? 'default' : 'filled'}
            loading={toggle.isPending}
            onClick={onToggle}
          >
            {state === 'on' ? PUSH_OFF : PUSH_ON}
          </Button>
        </Group>
      )}
      <InlineError message={error} />
    </Stack>
  );
}
