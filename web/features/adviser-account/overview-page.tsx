import type { Adviser } from '@common/api/advisers';
import { formatDate } from '@common/format';
import { messages } from '@common/messages';
import { Anchor, Group, List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useMyAdviserQuery } from '@web/api/get-my-adviser';
import { ErrorNotice } from '@web/components/error-notice';
import { CardsSkeleton } from '@web/components/form-skeleton';
import { Notice } from '@web/components/notice';
import { PageShell } from '@web/components/page-shell';
import { QueryBody } from '@web/components/query-body';
import { SectionCard } from '@web/components/section-card';
import { Link } from 'react-router';
import { ActivationRequestButton } from './components/activation-request-button';
import { AttentionCard } from './components/attention-card';
import { activationMissing, profileChecklist } from './lib/completeness';

const BASE = '/tanacsadoi-fiok';

function StatusBanners({ adviser }: { adviser: Adviser }) {
  const missing = activationMissing(adviser);
  return (
    <Stack gap="sm">
      {!adviser.active ? (
        <Notice tone="warning" title="A profilja inaktív" data-testid="status-inactive" role="status">
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
        </Notice>
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
        <Notice tone="success" title="Aktív profil" data-testid="status-active" role="status">
          <Text size="sm">
            A profilja aktív és kereshető.
            {adviser.expirationDate ? ` Lejárat: ${formatDate(adviser.expirationDate)}` : ''}
          </Text>
        </Notice>
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

/** /tanacsadoi-fiok: state of the account, what waits for the adviser and what the profile still lacks. */
export default function AdviserOverviewPage() {
  const adviser = useMyAdviserQuery();

  return (
    <PageShell title="Áttekintés" intro="Fiókja állapota, teendői és a profilja teljessége egy helyen.">
      <QueryBody
        query={adviser}
        placeholder={<CardsSkeleton heights={[90, 260]} />}
        errorMessage={messages.advisers.loadFailed}
      >
        {(adviserData) => (
          <>
            <StatusBanners adviser={adviserData} />
            <AttentionCard />
            <Checklist adviser={adviserData} />
          </>
        )}
      </QueryBody>
    </PageShell>
  );
}
