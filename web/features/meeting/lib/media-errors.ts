/** Hungarian texts for the failures of getUserMedia / getDisplayMedia (DOMException names). */

export const MEDIA_TEXTS = {
  denied:
    'A böngésző nem engedélyezte a kamera és a mikrofon használatát. Engedélyezze a címsor melletti ikonnal, vagy csatlakozzon kép és hang nélkül.',
  notFound: 'Nem található kamera vagy mikrofon. Csatlakozhat kép és hang nélkül is.',
  busy: 'A kamerát vagy a mikrofont egy másik alkalmazás használja. Zárja be azt, majd próbálja újra.',
  overconstrained: 'A kiválasztott eszköz nem érhető el. Válasszon másikat.',
  insecure: 'A kamera és a mikrofon csak biztonságos (https) kapcsolaton érhető el.',
  unsupported:
    'Ez a böngésző nem támogatja a videohívást. Használja a Chrome, Edge, Firefox vagy Safari friss változatát.',
  other: 'Nem sikerült elindítani a kamerát vagy a mikrofont.',
  audioOnly: 'Kamera nem érhető el: csak hanggal csatlakozik.',
  videoOnly: 'Mikrofon nem érhető el: csak képpel csatlakozik.',
  screenDenied: 'A képernyőmegosztás nem indult el.',
  screenUnsupported: 'Ez az eszköz nem támogatja a képernyőmegosztást.',
} as const;

export type MediaProblem =
  | 'denied'
  | 'notFound'
  | 'busy'
  | 'overconstrained'
  | 'insecure'
  | 'unsupported'
  | 'other';

/** Classifies an error thrown by getUserMedia. */
export function mediaProblem(error: unknown): MediaProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'notFound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'overconstrained';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'other';
  }
}

export function mediaErrorText(error: unknown): string {
  return MEDIA_TEXTS[mediaProblem(error)];
}

/** Whether trying again with fewer devices (audio only, video only) can help. */
export function worthFallback(problem: MediaProblem): boolean {
  return problem === 'notFound' || problem === 'busy' || problem === 'overconstrained' || problem === 'other';
}
