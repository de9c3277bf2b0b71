import { useEffect, useState } from 'react';

/** The loudness of a microphone track, 0–100, for the lobby's level meter (null when unavailable). */
export function useMicLevel(track: MediaStreamTrack | null, enabled: boolean): number | null {
  const [level, setLevel] = useState<number | null>(null);

  useEffect(() => {
    const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
    if (!track || !enabled || !AudioContextClass) {
      setLevel(null);
      return;
    }
    let context: AudioContext;
    try {
      context = new AudioContextClass();
    } catch {
      setLevel(null);
      return;
    }
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let last = -1;
    const tick = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const value of samples) {
        const centred = (value - 128) / 128;
        sum += centred * centred;
      }
      // RMS scaled so that normal speech fills most of the bar; steps of 5 keep renders rare.
      const next = Math.min(100, Math.round((Math.sqrt(sum / samples.length) * 300) / 5) * 5);
      if (next !== last) {
        last = next;
        setLevel(next);
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [track, enabled]);

  return level;
}
