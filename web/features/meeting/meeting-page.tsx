import { AppShell, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ComingSoonPanel } from '@web/components/coming-soon-panel';
import { usePageTitle } from '@web/lib/page-title';

/** /meeting/{roomId}: the full-screen meeting layout; the WebRTC call arrives with the real-time issue. */
export default function MeetingPage() {
  usePageTitle('Online találkozó');
  return (
    <AppShell header={{ height: 56 }} padding={0}>
      <AppShell.Header component="header">
        <Group h="100%" px="md">
          <Text fw={700}>Tanácsadó portál – online találkozó</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main-content">
        <Container size="sm" py="xl">
          <Stack gap="md">
            <Title order={1}>Online találkozó</Title>
            <ComingSoonPanel feature="A böngészős videohívás" />
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
