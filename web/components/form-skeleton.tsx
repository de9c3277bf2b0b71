import { Skeleton, Stack } from '@mantine/core';

/** Placeholder while a form's data loads (announced once, not per bar). */
export function FormSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-label="Betöltés…" data-testid="loading">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} height={i === 0 ? 24 : 40} width={i === 0 ? '40%' : '100%'} />
      ))}
    </Stack>
  );
}
