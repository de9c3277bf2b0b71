import sharp from 'sharp';

const PALETTES = [
  ['#1864ab', '#4dabf7'],
  ['#2b8a3e', '#8ce99a'],
  ['#862e9c', '#e599f7'],
  ['#c92a2a', '#ffa8a8'],
  ['#5f3dc4', '#b197fc'],
  ['#e8590c', '#ffc078'],
  ['#0b7285', '#66d9e8'],
  ['#a61e4d', '#faa2c1'],
] as const;

/** Deterministic pseudo-random numbers, so the same seed always draws the same avatar. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Draws an abstract avatar (gradient, soft shapes and a stylised bust) as SVG. No text: it must render
 * the same on a machine without fonts.
 */
export function avatarSvg(seed: number, size = 512): string {
  const random = mulberry32(seed * 7919 + 17);
  const [dark, light] = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const circles = Array.from({ length: 5 }, () => {
    const cx = Math.round(random() * size);
    const cy = Math.round(random() * size * 0.6);
    const r = Math.round(size * (0.08 + random() * 0.22));
    const opacity = (0.12 + random() * 0.2).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join('');
  const head = size * (0.16 + random() * 0.03);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>
  </linearGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#g)"/>
  ${circles}
  <circle cx="${size / 2}" cy="${size * 0.4}" r="${head}" fill="#ffffff" fill-opacity="0.9"/>
  <ellipse cx="${size / 2}" cy="${size * 0.98}" rx="${size * 0.34}" ry="${size * 0.3}" fill="#ffffff" fill-opacity="0.9"/>
</svg>`;
}

export interface GeneratedAvatar {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

export async function generateAvatar(seed: number): Promise<GeneratedAvatar> {
  const svg = Buffer.from(avatarSvg(seed));
  const [image, thumbnail] = await Promise.all([
    sharp(svg).resize(512, 512).webp({ quality: 82 }).toBuffer(),
    sharp(svg).resize(160, 160).webp({ quality: 80 }).toBuffer(),
  ]);
  return { image, thumbnail, width: 512, height: 512 };
}
