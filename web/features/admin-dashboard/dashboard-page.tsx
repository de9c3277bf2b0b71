import { formatNumber } from '@common/format';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCreditCard,
  IconHourglass,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { LoadError } from '@web/components/load-error';
import { PageShell } from '@web/components/page-shell';
import { SectionCard } from '@web/components/section-card';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDashboardQuery } from './api/get-dashboard';
import { BookingsChart } from './components/bookings-chart';

function StatCard({
  label,
  value,
  icon,
  detail,
  link,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  detail?: string;
  link?: { to: string; label: string };
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Text size="sm" fw={600}>
            {label}
          </Text>
        </Group>
        <Text fz={32} fw={700} lh={1.1}>
          {formatNumber(value)}
        </Text>
        {detail ? <Text size="sm">{detail}</Text> : null}
        {link ? (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

const icon = { size: 20, 'aria-hidden': true, color: 'var(--mantine-color-blue-8)' } as const;

/** /admin: the platform at a glance (issue 7): counts and the bookings of the last 30 days. */
export default function AdminDashboardPage() {
  const dashboard = useDashboardQuery();
  const data = dashboard.data;
  return (
    <PageShell title="Vezérlőpult" size="lg" intro="A platform legfontosabb számai egy helyen.">
      {dashboard.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-label="Betöltés…">
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} height={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : dashboard.isError || !data ? (
        <LoadError
          message="Nem sikerült betölteni a vezérlőpult adatait."
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="section" aria-label="Összesítés">
            <StatCard
              label="Felhasználók"
              value={data.usersByRole.admin + data.usersByRole.tanacsado + data.usersByRole.kerdezo}
              icon={<IconUsers {...icon} />}
              detail={`${formatNumber(data.usersByRole.kerdezo)} kérdező, ${formatNumber(data.usersByRole.tanacsado)} tanácsadó, ${formatNumber(data.usersByRole.admin)} adminisztrátor`}
              link={{ to: '/admin/felhasznalok', label: 'Felhasználók kezelése' }}
            />
            <StatCard
              label="Aktív tanácsadók"
              value={data.activeAdvisers}
              icon={<IconUserCheck {...icon} />}
              detail="Megjelennek a keresésben és foglalhatók."
              link={{ to: '/admin/tanacsadok?status=active', label: 'Aktív tanácsadók' }}
            />
            <StatCard
              label="Foglalások ezen a héten"
              value={data.bookingsThisWeek}
              icon={<IconCalendarEvent {...icon} />}
              detail="Hétfőtől vasárnapig kezdődő, nem lemondott időpontok."
            />
            <StatCard
              label="Függő aktiválási kérelmek"
              value={data.pendingActivationRequests}
              icon={<IconHourglass {...icon} />}
              link={{ to: '/admin/tanacsadok#aktivalasi-kerelmek', label: 'Kérelmek elbírálása' }}
            />
            <StatCard
              label="7 napon belül lejáró előfizetések"
              value={data.subscriptionsExpiringIn7Days}
              icon={<IconCreditCard {...icon} />}
              detail="Kérdezők és aktív tanácsadók."
            />
          </SimpleGrid>
          <SectionCard title="Foglalások naponta (elmúlt 30 nap)">
            <BookingsChart days={data.bookingsPerDay} />
          </SectionCard>
        </>
      )}
    </PageShell>
  );
}
