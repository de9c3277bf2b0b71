import type { Adviser } from '@common/api/advisers';
import { formatDate } from '@common/format';
import { messages } from '@common/messages';
import { Alert, Anchor, Group, List, Progress, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconInfoCircle } from '@tabler/icons-react';
import { useMyAdviserQuery } from '@web/api/get-my-adviser';
import { ErrorNotice } from '@web/components/error-notice';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import { useAdviserIdentity } from '@web/lib/adviser-identity';
import { Link } from 'react-router';
import { ActivationRequestButton } from './components/activation-request-button';
import { activationMissing, profileChecklist } from './lib/completeness';

const BASE = '/tanacsadoi-fiok';

function StatusBanners({ adviser }: { adviser: Adviser }) {
  const missing = activationMissing(adviser);
  return (
    <Stack gap="sm">
      {!adviser.active ? (
        <Alert
          color="yellow"
          variant="light"
          title="A profilja inaktív"
          icon={<IconInfoCircle aria-hidden="true" />}
          data-testid="status-inactive"
          role="status"
        >
          <Stack gap="sm">
            <Text size="sm">
              Inaktív profil nem jelenik meg a keresésben, és nem foglalható. Az aktiválást az adminisztrátor
              hagyja jóvá.
            </Text>
            {adviser.activationRequest ? (
              <Text size="sm" fw={600} data-testid="activation-requested">
                Aktiválási kérelem elküldve:{' '}
                {adviser.activationRequestDate ? formatDate(adviser.activationRequestDate) : '–'}
              </Text>
            ) : (
              <>
                {missing.length > 0 ? (
                  <Text size="sm">A kérelemhez szükséges: {missing.join(', ')}.</Text>
                ) : null}
                <ActivationRequestButton />
              </>
            )}
          </Stack>
        </Alert>
      ) : null}
      {adviser.expired ? (
        <ErrorNotice title="Lejárt előfizetés" data-testid="status-expired" role="status">
          <Stack gap="xs">
            <Text size="sm">
              Az előfizetése lejárt: {adviser.expirationDate ? formatDate(adviser.expirationDate) : '–'}
            </Text>
            <Anchor component={Link} to={`${BASE}/elofizetes-csomagok`} size="sm">
              Előfizetési csomagok megtekintése
            </Anchor>
          </Stack>
        </ErrorNotice>
      ) : null}
      {adviser.active && !adviser.expired ? (
        <Alert
          color="green"
          variant="light"
          title="Aktív profil"
          icon={<IconCircleCheck aria-hidden="true" />}
          data-testid="status-active"
          role="status"
        >
          <Text size="sm">
            A profilja aktív és kereshető.
            {adviser.expirationDate ? ` Lejárat: ${formatDate(adviser.expirationDate)}` : ''}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

function Checklist({ adviser }: { adviser: Adviser }) {
  const items = profileChecklist(adviser);
  const done = items.filter((i) => i.done).length;
  const percent = Math.round((done / items.length) * 100);
  return (
    <SectionCard title="A profil teljessége">
      <Stack gap={6}>
        <Text size="sm" id="completeness-text">
          {done} / {items.length} lépés kész ({percent}%)
        </Text>
        <Progress
          value={percent}
          color={done === items.length ? 'green.9' : 'blue.8'}
          size="lg"
          aria-label="A profil teljessége"
        />
      </Stack>
      <List spacing="sm" listStyleType="none" p={0} m={0}>
        {items.map((item) => (
          <List.Item key={item.key} data-testid={`check-${item.key}`}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon
                color={item.done ? 'green.9' : 'gray.7'}
                variant={item.done ? 'filled' : 'light'}
                radius="xl"
                size="md"
                aria-hidden="true"
              >
                {item.done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
              </ThemeIcon>
              <Group gap="xs" justify="space-between" wrap="wrap" style={{ flex: 1 }}>
                <Text size="sm">
                  {item.label}:{' '}
                  <Text span fw={700} size="sm">
                    {item.done ? 'kész' : 'hiányzik'}
                  </Text>
                </Text>
                <Anchor component={Link} to={`${BASE}/${item.to}`} size="sm">
                  {item.done ? item.edit : item.action}
                </Anchor>
              </Group>
            </Group>
          </List.Item>
        ))}
      </List>
    </SectionCard>
  );
}

/** /tanacsadoi-fiok: state of the account and what is still missing from the profile. */
export default function AdviserOverviewPage() {
  const { userId } = useAdviserIdentity();
  const adviser = useMyAdviserQuery(userId);

  return (
    <PageShell title="Áttekintés" intro="Fiókja állapota és a profilja teljessége egy helyen.">
      {adviser.isPending ? (
        <Stack gap="md" role="status" aria-live="polite" aria-label="Betöltés…" data-testid="loading">
          <Skeleton height={90} />
          <Skeleton height={260} />
        </Stack>
      ) : adviser.isError ? (
        <LoadError message={messages.advisers.loadFailed} onRetry={() => void adviser.refetch()} />
      ) : (
        <>
          <StatusBanners adviser={adviser.data} />
          <Checklist adviser={adviser.data} />
        </>
      )}
    </PageShell>
  );
}
