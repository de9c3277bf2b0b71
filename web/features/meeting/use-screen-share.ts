import { notifyError } from '@web/lib/notify';
import { useCallback, useEffect, useState } from 'react';
import { MEDIA_TEXTS } from './lib/media-errors';

/** Screen sharing with getDisplayMedia; the track ends when the user stops it in the browser, too. */
export function useScreenShare() {
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const supported =
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';

  // A replaced or dropped track is stopped (the browser's "sharing" bar goes away).
  useEffect(() => () => track?.stop(), [track]);

  const start = useCallback(async () => {
    try {
      const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const next = stream.getVideoTracks()[0];
      if (!next) return;
      next.addEventListener('ended', () => setTrack((current) => (current === next ? null : current)));
      setTrack(next);
    } catch (error) {
      const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
      // Cancelling the browser's picker is not an error worth a toast.
      if (name !== 'NotAllowedError' && name !== 'AbortError') notifyError(MEDIA_TEXTS.screenDenied);
    }
  }, []);

  const toggle = useCallback(() => {
    if (track) setTrack(null);
    else void start();
  }, [track, start]);

  const stop = useCallback(() => setTrack(null), []);

  return { supported, track, toggle, stop };
}
