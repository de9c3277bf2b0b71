import { type Icon, IconRotate2, IconRotateClockwise2 } from '@tabler/icons-react';

/** The two rotate buttons of an image (the profile image, the crop dialog): a quarter turn each way. */
export const ROTATIONS: readonly { angle: 90 | 270; label: string; icon: Icon }[] = [
  { angle: 270, label: 'Forgatás balra', icon: IconRotate2 },
  { angle: 90, label: 'Forgatás jobbra', icon: IconRotateClockwise2 },
];
