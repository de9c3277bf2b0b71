import type { ChatAttachment } from '@common/api/conversations';
import { CHAT_MAX_ATTACHMENTS, CHAT_MESSAGE_MAX_LENGTH } from '@common/socket';
import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconFileTypePdf, IconPaperclip, IconPhoto, IconSend, IconX } from '@tabler/icons-react';
import { notifyError } from '@web/lib/notify';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ATTACHMENT_TYPES, attachmentProblem, uploadAttachment } from '../api/upload-attachment';
import { texts } from '../lib/texts';
import classes from '../messages.module.css';
import { formatSize } from './attachment-view';

/** A typing pause this long ends "… ír" on the other side. */
const TYPING_IDLE_MS = 3000;

interface Upload {
  key: string;
  file: File;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  attachment?: ChatAttachment;
  abort: AbortController;
}

let uploadSequence = 0;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; files (JPEG, PNG, WebP, PDF, ≤ 10 MB, at
 * most 5) upload at once with a progress bar and go with the next message; typing is reported.
 */
export function Composer({
  conversationId,
  onSend,
  onTyping,
}: {
  conversationId: string;
  onSend(message: string, attachments: ChatAttachment[]): void;
  onTyping(isTyping: boolean): void;
}) {
  const [text, setText] = useState('');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const typing = useRef(false);
  const idleTimer = useRef<number | undefined>(undefined);
  const resetFileRef = useRef<() => void>(null);
  const hintId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const stopTyping = () => {
    window.clearTimeout(idleTimer.current);
    if (typing.current) {
      typing.current = false;
      onTyping(false);
    }
  };
  // Leaving the thread ends "typing" and any upload still running.
  const stopRef = useRef(stopTyping);
  stopRef.current = stopTyping;
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;
  useEffect(
    () => () => {
      stopRef.current();
      for (const upload of uploadsRef.current) if (upload.status === 'uploading') upload.abort.abort();
    },
    [],
  );

  const onChange = (value: string) => {
    setText(value);
    if (!value.trim()) {
      stopTyping();
      return;
    }
    if (!typing.current) {
      typing.current = true;
      onTyping(true);
    }
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const addFiles = (files: File[]) => {
    resetFileRef.current?.();
    const room = CHAT_MAX_ATTACHMENTS - uploads.length;
    if (files.length > room) notifyError(texts.tooManyFiles);
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = attachmentProblem(file);
      if (problem) {
        notifyError(problem);
        continue;
      }
      uploadSequence += 1;
      const upload: Upload = {
        key: `u${uploadSequence}`,
        file,
        progress: 0,
        status: 'uploading',
        abort: new AbortController(),
      };
      setUploads((list) => [...list, upload]);
      uploadAttachment(
        conversationId,
        file,
        (progress) => update(upload.key, { progress }),
        upload.abort.signal,
      )
        .then((attachment) => update(upload.key, { status: 'done', progress: 100, attachment }))
        .catch(() => {
          if (!upload.abort.signal.aborted) update(upload.key, { status: 'failed' });
        });
    }
  };

  const remove = (upload: Upload) => {
    upload.abort.abort();
    setUploads((list) => list.filter((u) => u.key !== upload.key));
    textareaRef.current?.focus();
  };

  const uploading = uploads.some((u) => u.status === 'uploading');
  const ready = uploads.flatMap((u) => (u.status === 'done' && u.attachment ? [u.attachment] : []));
  const message = text.trim();
  const tooLong = message.length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = !uploading && !tooLong && (message.length > 0 || ready.length > 0);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(message, ready);
    setText('');
    setUploads([]);
    stopTyping();
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={classes.composer} onSubmit={submit} aria-label="Üzenet küldése">
      <Stack gap={6}>
        {uploads.length > 0 ? (
          <Stack
            gap={6}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label="Mellékletek"
          >
            {uploads.map((u) => (
              <Group component="li" key={u.key} gap="xs" wrap="nowrap" data-testid="composer-attachment">
                {u.file.type === 'application/pdf' ? (
                  <IconFileTypePdf size={18} aria-hidden="true" />
                ) : (
                  <IconPhoto size={18} aria-hidden="true" />
                )}
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text size="sm" truncate="end">
                      {u.file.name}
                    </Text>
                    <Text size="xs" c={u.status === 'failed' ? 'red.9' : 'gray.7'} style={{ flexShrink: 0 }}>
                      {u.status === 'failed'
                        ? 'Sikertelen feltöltés'
                        : u.status === 'done'
                          ? formatSize(u.file.size)
                          : `${u.progress}%`}
                    </Text>
                  </Group>
                  {u.status === 'uploading' ? (
                    <Progress value={u.progress} size="sm" aria-label={`${u.file.name} feltöltése`} />
                  ) : null}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  onClick={() => remove(u)}
                  aria-label={`${u.file.name} eltávolítása`}
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        ) : null}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <FileButton
            resetRef={resetFileRef}
            onChange={addFiles}
            accept={ATTACHMENT_TYPES.join(',')}
            multiple
            disabled={uploads.length >= CHAT_MAX_ATTACHMENTS}
          >
            {(props) => (
              <ActionIcon
                {...props}
                variant="default"
                size={42}
                aria-label="Fájl csatolása (JPEG, PNG, WebP vagy PDF, legfeljebb 10 MB)"
              >
                <IconPaperclip size={20} aria-hidden="true" />
              </ActionIcon>
            )}
          </FileButton>
          <Textarea
            ref={textareaRef}
            value={text}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={stopTyping}
            placeholder="Írja be az üzenetét…"
            aria-label="Üzenet"
            aria-describedby={hintId}
            error={tooLong ? texts.messageTooLong : undefined}
            autosize
            minRows={1}
            maxRows={6}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            h={42}
            disabled={!canSend}
            leftSection={<IconSend size={18} aria-hidden="true" />}
            aria-label="Küldés"
            px={{ base: 'sm', sm: 'md' }}
          >
            <Text span visibleFrom="xs" inherit>
              Küldés
            </Text>
          </Button>
        </Group>
        <Text id={hintId} size="xs" c="gray.7">
          Enter: küldés · Shift+Enter: új sor
        </Text>
      </Stack>
    </form>
  );
}
