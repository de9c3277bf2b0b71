import type { Area } from 'react-easy-crop';

/** The longest side of a cropped upload; the server makes at most 2048 px images anyway. */
const MAX_SIDE = 2048;

function loadImage(src: string) {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('A kép nem tölthető be.'));
    image.src = src;
  });
}

function rotatedSize(width: number, height: number, rotation: number) {
  const radians = (rotation * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height),
    height: Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height),
  };
}

/**
 * Draws the chosen square of the (rotated) image onto a canvas and returns it as a file body:
 * PNG stays PNG (transparency), everything else becomes JPEG. `area` is react-easy-crop's
 * `croppedAreaPixels`, which is measured on the rotated image.
 */
export async function cropImage(
  src: string,
  area: Area,
  rotation: number,
  sourceType: string,
): Promise<Blob> {
  const image = await loadImage(src);
  const bounds = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);

  const rotated = document.createElement('canvas');
  rotated.width = Math.round(bounds.width);
  rotated.height = Math.round(bounds.height);
  const rotatedContext = rotated.getContext('2d');
  if (!rotatedContext) throw new Error('A böngésző nem támogatja a kép szerkesztését.');
  rotatedContext.translate(rotated.width / 2, rotated.height / 2);
  rotatedContext.rotate((rotation * Math.PI) / 180);
  rotatedContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const scale = Math.min(1, MAX_SIDE / Math.max(area.width, area.height));
  const output = document.createElement('canvas');
  output.width = Math.max(1, Math.round(area.width * scale));
  output.height = Math.max(1, Math.round(area.height * scale));
  const context = output.getContext('2d');
  if (!context) throw new Error('A böngésző nem támogatja a kép szerkesztését.');
  const type = sourceType === 'image/png' ? 'image/png' : 'image/jpeg';
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, output.width, output.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);

  return new Promise<Blob>((resolve, reject) => {
    output.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('A kép nem menthető.'))),
      type,
      type === 'image/jpeg' ? 0.92 : undefined,
    );
  });
}

/** The upload name of a cropped image: the original name with the new extension. */
export function croppedName(original: string, blob: Blob) {
  const base = original.replace(/\.[^.]+$/, '') || 'profilkep';
  return `${base}.${blob.type === 'image/png' ? 'png' : 'jpg'}`;
}
