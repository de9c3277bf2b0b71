import { useEffect, useRef } from 'react';
import classes from '../meeting.module.css';

type SinkVideo = HTMLVideoElement & { setSinkId?: (id: string) => Promise<void> };

/** A <video> bound to a MediaStream (srcObject), with a text shown instead of a missing picture. */
export function VideoView({
  stream,
  version = 0,
  muted,
  label,
  mirrored = false,
  sinkId,
  placeholder,
  testId,
}: {
  stream: MediaStream | null;
  /** Changes when tracks are added to the same stream object. */
  version?: number;
  muted: boolean;
  label: string;
  mirrored?: boolean;
  /** Audio output device (HTMLMediaElement.setSinkId), where supported. */
  sinkId?: string | null;
  /** Shown over the video (camera off, waiting …); null shows the picture. */
  placeholder?: string | null;
  testId?: string;
}) {
  const ref = useRef<SinkVideo>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = muted;
    if (video.srcObject !== stream) video.srcObject = stream;
    // A track added to the same stream (version grows): make sure playback runs.
    if (stream && version >= 0) void video.play().catch(() => undefined);
  }, [stream, version, muted]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !sinkId || typeof video.setSinkId !== 'function') return;
    void video.setSinkId(sinkId).catch(() => undefined);
  }, [sinkId]);

  return (
    <>
      <video
        ref={ref}
        className={mirrored ? `${classes.video} ${classes.mirrored}` : classes.video}
        autoPlay
        playsInline
        muted={muted}
        aria-label={label}
        data-testid={testId}
      />
      {placeholder ? (
        <div className={classes.placeholder} aria-hidden="true">
          {placeholder}
        </div>
      ) : null}
    </>
  );
}
