import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The card every public auth screen sits in: one h1, then the form and its links. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="xs" py="xl" px="md">
      <Paper withBorder shadow="xs" radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** A link under an auth card's form (to the login, to registration, to the step before). */
export function AuthCardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Text ta="center" size="sm">
      <Anchor component={Link} to={to} underline="always">
        {children}
      </Anchor>
    </Text>
  );
}

/** An auth step opened without the e-mail of the steps before it: why (an alert), and where to start. */
export function MissingEmailCard({
  title,
  info = false,
  link,
  children,
}: {
  title: string;
  /** Blue (a normal way to get here), not red. */
  info?: boolean;
  link: { to: string; text: string };
  children: ReactNode;
}) {
  const Icon = info ? IconInfoCircle : IconAlertCircle;
  return (
    <AuthCard title={title}>
      <Alert color={info ? 'blue' : 'red'} variant="light" role="alert" icon={<Icon aria-hidden="true" />}>
        {children}
      </Alert>
      <Text>
        <Anchor component={Link} to={link.to} underline="always">
          {link.text}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
