import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { PAGE_TITLES, usePageTitle } from '@web/lib/page-title';
import { Link } from 'react-router';

export default function NotFoundPage() {
  usePageTitle(PAGE_TITLES.notFound);
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fw={800} fz={64} c="blue.9" aria-hidden="true">
          404
        </Text>
        <Title order={1}>Az oldal nem található</Title>
        <Text>
          A keresett oldal nem létezik, vagy időközben megszűnt. Ellenőrizze a címet, vagy folytassa a
          főoldalról.
        </Text>
        <Button component={Link} to="/">
          Vissza a főoldalra
        </Button>
      </Stack>
    </Container>
  );
}
