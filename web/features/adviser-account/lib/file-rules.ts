import { MEDIA_MAX_BYTES } from '@common/api/advisers';
import type { FileRejection } from '@mantine/dropzone';

/** The image types the server accepts (it checks the real bytes too). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_MB = Math.round(MEDIA_MAX_BYTES / (1024 * 1024));
export const FILE_RULES_TEXT = `JPEG, PNG vagy WebP kép, legfeljebb ${MAX_MB} MB.`;

/** Hungarian reasons of files the drop zone refused before any upload. */
export function rejectionTexts(rejections: FileRejection[]): string[] {
  return rejections.map(({ file, errors }) => {
    const codes = errors.map((e) => e.code);
    if (codes.includes('file-too-large')) return `${file.name}: a fájl túl nagy (legfeljebb ${MAX_MB} MB).`;
    if (codes.includes('file-invalid-type')) {
      return `${file.name}: csak JPEG, PNG vagy WebP kép tölthető fel.`;
    }
    if (codes.includes('too-many-files')) return 'Egyszerre csak egy kép választható.';
    return `${file.name}: a fájl nem tölthető fel.`;
  });
}
