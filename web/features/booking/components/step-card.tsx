import { ThemeIcon } from '@mantine/core';
import { SectionCard } from '@web/components/section-card';
import type { ReactNode } from 'react';

/** One step of the booking: a section named by its h2, with the step's number drawn beside it. */
export function StepCard({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <SectionCard
      title={title}
      lead={
        <ThemeIcon radius="xl" size="md" variant="filled" aria-hidden="true">
          {step}
        </ThemeIcon>
      }
    >
      {children}
    </SectionCard>
  );
}
