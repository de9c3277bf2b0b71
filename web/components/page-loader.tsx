import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-label="Betöltés…" />
    </Center>
  );
}
