import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The placeholders' frame: announced once as loading, not per bar. */
function LoadingStack({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-label="Betöltés…" data-testid="loading">
      {children}
    </Stack>
  );
}

/** Placeholder while a form's data loads. */
export function FormSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <LoadingStack>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} height={i === 0 ? 24 : 40} width={i === 0 ? '40%' : '100%'} />
      ))}
    </LoadingStack>
  );
}

/** Placeholder while a page's cards load: one bar of each card's height. */
export function CardsSkeleton({ heights }: { heights: readonly number[] }) {
  return (
    <LoadingStack>
      {heights.map((height, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} height={height} />
      ))}
    </LoadingStack>
  );
}
