import type { BookingDocument, IntakeQuestion } from '@common/api/intake';
import { BOOKING_DOCUMENTS_MAX } from '@common/constants';
import { formatFileSize } from '@common/format';
import { ActionIcon, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { notifyError } from '@web/lib/notify';
import { useId, useState } from 'react';
import {
  DOCUMENT_ACCEPT,
  deleteBookingDocument,
  documentProblem,
  uploadBookingDocument,
} from '../api/booking-documents';

interface Uploading {
  key: string;
  name: string;
  percent: number;
}

/**
 * A `file` question: the asker picks files (PDF, JPEG, PNG, DOCX, 10 MB each, at most 5 per booking),
 * each uploaded at once with its progress shown; the answer is the uploaded documents' ids. A file
 * removed here is taken back from the server too.
 */
export function DocumentField({
  adviserId,
  question,
  value,
  error,
  onChange,
}: {
  adviserId: string;
  question: IntakeQuestion;
  value: readonly string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
}) {
  const [documents, setDocuments] = useState<BookingDocument[]>([]);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  // The wrapper's label points at the button; its description and error describe it.
  const inputId = useId();
  // Only the documents the draft still names (a new type or a sent booking starts afresh).
  const shown = documents.filter((document) => value.includes(document.id));
  const room = BOOKING_DOCUMENTS_MAX - shown.length - uploading.length;

  async function add(files: File[]) {
    const accepted = files.slice(0, Math.max(0, room));
    if (files.length > accepted.length) {
      notifyError(`Egy foglaláshoz legfeljebb ${BOOKING_DOCUMENTS_MAX} fájl csatolható.`);
    }
    let ids = [...value];
    for (const file of accepted) {
      const problem = documentProblem(file);
      if (problem) {
        notifyError(problem);
        continue;
      }
      const key = `${file.name}-${Math.random()}`;
      setUploading((list) => [...list, { key, name: file.name, percent: 0 }]);
      try {
        const document = await uploadBookingDocument(adviserId, file, (percent) =>
          setUploading((list) => list.map((item) => (item.key === key ? { ...item, percent } : item))),
        );
        setDocuments((list) => [...list, document]);
        ids = [...ids, document.id];
        onChange(ids);
      } catch {
        // The toast has told why; the other files go on.
      } finally {
        setUploading((list) => list.filter((item) => item.key !== key));
      }
    }
  }

  function remove(document: BookingDocument) {
    onChange(value.filter((id) => id !== document.id));
    setDocuments((list) => list.filter((item) => item.id !== document.id));
    void deleteBookingDocument(document.id);
  }

  return (
    <Input.Wrapper
      label={question.label}
      description={question.helpText || 'PDF, JPEG, PNG vagy DOCX, fájlonként legfeljebb 10 MB.'}
      withAsterisk={question.required}
      error={error}
      id={inputId}
      data-testid="document-field"
    >
      <Stack gap={6} mt={6}>
        {shown.map((document) => (
          <Group key={document.id} gap="xs" wrap="nowrap">
            <IconPaperclip size={16} aria-hidden />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {document.filename}{' '}
              <Text span c="dimmed" size="xs">
                ({formatFileSize(document.size)})
              </Text>
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${document.filename} eltávolítása`}
              onClick={() => remove(document)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {uploading.map((item) => (
          <Stack key={item.key} gap={2}>
            <Text size="sm">{item.name} feltöltése…</Text>
            <Progress value={item.percent} aria-label={`${item.name} feltöltése: ${item.percent}%`} />
          </Stack>
        ))}
        <Group>
          <FileButton onChange={(files) => void add(files)} accept={DOCUMENT_ACCEPT} multiple>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPaperclip size={16} aria-hidden />}
                id={inputId}
                disabled={room <= 0}
                aria-describedby={[`${inputId}-description`, error ? `${inputId}-error` : '']
                  .filter(Boolean)
                  .join(' ')}
                aria-required={question.required}
              >
                {shown.length > 0 ? 'További fájl csatolása' : 'Fájl csatolása'}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {shown.length} / {BOOKING_DOCUMENTS_MAX} fájl
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
