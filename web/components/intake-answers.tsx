import type { IntakeAnswer } from '@common/api/intake';
import { Box, Stack, Text } from '@mantine/core';

/**
 * "Kérdések és válaszok": the asker's answers to the adviser's questions as they were asked at booking
 * (a long answer keeps its line breaks); nothing when there are none.
 */
export function IntakeAnswers({ answers }: { answers: readonly IntakeAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <Stack gap={4} data-testid="intake-answers">
      <Text size="sm" fw={600}>
        Kérdések és válaszok
      </Text>
      <Box component="dl" m={0} style={{ display: 'grid', gap: '0.25rem' }}>
        {answers.map((answer, index) => (
          // The same question text may be asked twice; the order is the stored one.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <div key={index}>
            <Text component="dt" size="sm" c="dark.6">
              {answer.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {answer.value}
            </Text>
          </div>
        ))}
      </Box>
    </Stack>
  );
}
