import { type BookingDocument, type IntakeAnswer, intakeApi } from '@common/api/intake';
import { formatFileSize } from '@common/format';
import { Anchor, Box, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { call } from '@web/lib/endpoint';

/**
 * Opens a booking document: asks for a short-lived signed link (only the parties and admins get one),
 * then lets the browser download it (the server sends it as an attachment, so the page stays).
 */
async function openDocument(document: BookingDocument) {
  const { data } = await call(
    intakeApi.documentLink,
    { params: { id: document.id } },
    { errorMessage: 'A dokumentum nem tölthető le. Kérjük, próbálja újra.' },
  );
  window.location.assign(data.url);
}

/**
 * "Kérdések és válaszok": the asker's answers to the adviser's questions as they were asked at booking
 * (a long answer keeps its line breaks, a file answer lists its documents to download); nothing when
 * there are none.
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
            {answer.documents ? (
              answer.documents.map((document) => (
                <Text component="dd" size="sm" m={0} key={document.id} style={{ overflowWrap: 'anywhere' }}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => void openDocument(document).catch(() => undefined)}
                    aria-label={`${document.filename} letöltése (${formatFileSize(document.size)})`}
                  >
                    <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
                    {document.filename}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    ({formatFileSize(document.size)})
                  </Text>
                </Text>
              ))
            ) : (
              <Text
                component="dd"
                size="sm"
                m={0}
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {answer.value}
              </Text>
            )}
          </div>
        ))}
      </Box>
    </Stack>
  );
}
