import { Alert, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';

/**
 * The honest panel of a screen whose feature is not built yet: the real layout stays, and this says
 * plainly that the function is coming (no sample data dressed up as a feature).
 */
export function ComingSoonPanel({ feature }: { feature: string }) {
  return (
    <Alert
      variant="light"
      color="blue"
      title="Hamarosan"
      icon={<IconHourglass aria-hidden="true" />}
      data-testid="coming-soon"
    >
      <Text size="sm">
        {feature} funkció fejlesztés alatt áll, és hamarosan elérhető lesz ezen az oldalon. Köszönjük a
        türelmét!
      </Text>
    </Alert>
  );
}
