import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * `npx tsx scripts/generate-icons.ts`: draws the app icons of the web app manifest (web/public/icons) from
 * the favicon's figure (web/public/favicon.svg: a person on the theme's blue, #1864ab = Mantine blue 8).
 * Run once; the PNGs are committed. Run again after changing the drawing.
 */
const BLUE = '#1864ab';
const OUT = path.resolve('web/public/icons');

/** The favicon's figure on a 64-unit grid, scaled by `scale` around the centre. */
function figure(scale: number, fill = '#fff') {
  const shift = 32 * (1 - scale);
  return (
    `<g transform="translate(${shift} ${shift}) scale(${scale})" fill="${fill}">` +
    '<circle cx="32" cy="24" r="10"/><path d="M14 54c2-11 9-17 18-17s16 6 18 17z"/></g>'
  );
}

const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`);

const rounded = `<rect width="64" height="64" rx="14" fill="${BLUE}"/>`;
const square = `<rect width="64" height="64" fill="${BLUE}"/>`;

const icons: { file: string; size: number; body: string }[] = [
  // purpose "any": the favicon as it is (rounded corners, transparent outside).
  { file: 'icon-192.png', size: 192, body: rounded + figure(1) },
  { file: 'icon-512.png', size: 512, body: rounded + figure(1) },
  // purpose "maskable": full bleed, the figure inside the safe circle (radius 40 % of the size).
  { file: 'maskable-512.png', size: 512, body: square + figure(0.72) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, body: square + figure(0.8) },
  // The notification badge: Android uses only its alpha channel (a white figure on nothing).
  { file: 'badge-96.png', size: 96, body: figure(1.1) },
];

mkdirSync(OUT, { recursive: true });
for (const icon of icons) {
  await sharp(svg(icon.body), { density: (72 * icon.size) / 64 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUT, icon.file));
  console.log(`${icon.file} (${icon.size}×${icon.size})`);
}
