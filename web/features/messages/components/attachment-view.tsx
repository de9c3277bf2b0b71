import type { ChatAttachment } from '@common/api/conversations';
import { formatNumber } from '@common/format';
import { Button, Skeleton, UnstyledButton } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { downloadAttachment, useAttachmentBlob } from '../api/download-attachment';
import classes from '../messages.module.css';

/** '1,2 MB' / '350 kB'. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** An object URL of a Blob for as long as the component shows it. */
function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * One attachment of a message. Files are only for the two participants, so images are fetched with
 * the bearer token and shown from an object URL; every attachment can be saved with a click.
 */
export function AttachmentView({
  conversationId,
  attachment,
  own,
}: {
  conversationId: string;
  attachment: ChatAttachment;
  own: boolean;
}) {
  const isImage = attachment.mimeType.startsWith('image/');
  const blob = useAttachmentBlob(conversationId, attachment, isImage);
  const url = useObjectUrl(blob.data);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadAttachment(conversationId, attachment);
    } finally {
      setSaving(false);
    }
  };
  const label = `${attachment.filename} (${formatSize(attachment.size)})`;

  if (isImage && url) {
    return (
      <UnstyledButton onClick={() => void save()} aria-label={`Kép letöltése: ${label}`} display="block">
        <img src={url} alt={attachment.filename} className={classes.attachmentImage} />
      </UnstyledButton>
    );
  }
  if (isImage && blob.isPending) return <Skeleton height={120} width={180} radius="md" mt={4} />;
  return (
    <Button
      mt={4}
      size="xs"
      variant={own ? 'white' : 'default'}
      leftSection={
        attachment.mimeType === 'application/pdf' ? (
          <IconFileTypePdf size={16} aria-hidden="true" />
        ) : (
          <IconPhoto size={16} aria-hidden="true" />
        )
      }
      rightSection={<IconDownload size={14} aria-hidden="true" />}
      loading={saving}
      onClick={() => void save()}
      aria-label={`Letöltés: ${label}`}
      styles={{ root: { maxWidth: '100%' }, label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {attachment.filename}
    </Button>
  );
}
