import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_TEXTS, mediaProblem, worthFallback } from './lib/media-errors';

export interface DeviceOption {
  value: string;
  label: string;
}

export interface LocalMedia {
  /** The camera/microphone stream (null: no permission or no device; joining still works). */
  stream: MediaStream | null;
  audioTrack: MediaStreamTrack | null;
  videoTrack: MediaStreamTrack | null;
  micOn: boolean;
  cameraOn: boolean;
  setMicOn(on: boolean): void;
  setCameraOn(on: boolean): void;
  cameras: DeviceOption[];
  microphones: DeviceOption[];
  speakers: DeviceOption[];
  cameraId: string | null;
  microphoneId: string | null;
  speakerId: string | null;
  selectCamera(id: string | null): void;
  selectMicrophone(id: string | null): void;
  selectSpeaker(id: string | null): void;
  /** The browser can route the sound to a chosen output (HTMLMediaElement.setSinkId). */
  speakerSupported: boolean;
  loading: boolean;
  /** Why there is no camera and microphone (a Hungarian sentence). */
  error: string | null;
  /** Only one of the two works (audio only, video only). */
  notice: string | null;
  retry(): void;
}

interface Acquired {
  stream: MediaStream | null;
  error: string | null;
  notice: string | null;
}

const audioConstraints = (id: string | null): MediaTrackConstraints => ({
  ...(id ? { deviceId: { exact: id } } : {}),
  echoCancellation: true,
  noiseSuppression: true,
});
const videoConstraints = (id: string | null): MediaTrackConstraints => ({
  ...(id ? { deviceId: { exact: id } } : {}),
  width: { ideal: 1280 },
  height: { ideal: 720 },
});

/** Camera and microphone, falling back to one of them, with a Hungarian reason when neither works. */
async function acquire(cameraId: string | null, microphoneId: string | null): Promise<Acquired> {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) {
    const error = window.isSecureContext ? MEDIA_TEXTS.unsupported : MEDIA_TEXTS.insecure;
    return { stream: null, error, notice: null };
  }
  const audio = audioConstraints(microphoneId);
  const video = videoConstraints(cameraId);
  try {
    return { stream: await devices.getUserMedia({ audio, video }), error: null, notice: null };
  } catch (error) {
    const problem = mediaProblem(error);
    // A remembered device was unplugged: the default devices instead.
    if (problem === 'overconstrained' && (cameraId || microphoneId)) return acquire(null, null);
    if (!worthFallback(problem)) return { stream: null, error: MEDIA_TEXTS[problem], notice: null };
    try {
      return { stream: await devices.getUserMedia({ audio }), error: null, notice: MEDIA_TEXTS.audioOnly };
    } catch {
      // no microphone either
    }
    try {
      return { stream: await devices.getUserMedia({ video }), error: null, notice: MEDIA_TEXTS.videoOnly };
    } catch {
      // nothing works
    }
    return { stream: null, error: MEDIA_TEXTS[problem], notice: null };
  }
}

const KIND_NAMES = { videoinput: 'Kamera', audioinput: 'Mikrofon', audiooutput: 'Hangszóró' } as const;

function options(list: MediaDeviceInfo[], kind: keyof typeof KIND_NAMES): DeviceOption[] {
  return list
    .filter((d) => d.kind === kind && d.deviceId)
    .map((d, index) => ({ value: d.deviceId, label: d.label || `${KIND_NAMES[kind]} ${index + 1}` }));
}

const stopAll = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** The lobby's preview and device choice; the same tracks go into the call. */
export function useLocalMedia(): LocalMedia {
  const [requested, setRequested] = useState<{
    camera: string | null;
    microphone: string | null;
    attempt: number;
  }>({ camera: null, microphone: null, attempt: 0 });
  const [state, setState] = useState<Acquired & { loading: boolean }>({
    stream: null,
    error: null,
    notice: null,
    loading: true,
  });
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [speakerId, setSpeakerId] = useState<string | null>(null);
  const [micOn, setMicOnState] = useState(true);
  const [cameraOn, setCameraOnState] = useState(true);
  const streamRef = useRef<MediaStream | null>(null);
  const wanted = useRef({ micOn: true, cameraOn: true });

  const refreshDevices = useCallback(async () => {
    try {
      setDevices((await navigator.mediaDevices?.enumerateDevices?.()) ?? []);
    } catch {
      setDevices([]);
    }
  }, []);

  useEffect(() => {
    let current = true;
    // Release the devices first: many cameras cannot be opened twice.
    stopAll(streamRef.current);
    streamRef.current = null;
    setState((s) => ({ ...s, stream: null, loading: true }));
    void acquire(requested.camera, requested.microphone).then((result) => {
      if (!current) {
        stopAll(result.stream);
        return;
      }
      for (const track of result.stream?.getAudioTracks() ?? []) track.enabled = wanted.current.micOn;
      for (const track of result.stream?.getVideoTracks() ?? []) track.enabled = wanted.current.cameraOn;
      streamRef.current = result.stream;
      setState({ ...result, loading: false });
      void refreshDevices();
    });
    return () => {
      current = false;
    };
  }, [requested, refreshDevices]);

  // The tracks end with the page.
  useEffect(
    () => () => {
      stopAll(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  useEffect(() => {
    const mediaDevices = navigator.mediaDevices;
    if (!mediaDevices?.addEventListener) return;
    const onChange = () => void refreshDevices();
    mediaDevices.addEventListener('devicechange', onChange);
    return () => mediaDevices.removeEventListener('devicechange', onChange);
  }, [refreshDevices]);

  const audioTrack = state.stream?.getAudioTracks()[0] ?? null;
  const videoTrack = state.stream?.getVideoTracks()[0] ?? null;

  const setMicOn = useCallback((on: boolean) => {
    wanted.current.micOn = on;
    for (const track of streamRef.current?.getAudioTracks() ?? []) track.enabled = on;
    setMicOnState(on);
  }, []);
  const setCameraOn = useCallback((on: boolean) => {
    wanted.current.cameraOn = on;
    for (const track of streamRef.current?.getVideoTracks() ?? []) track.enabled = on;
    setCameraOnState(on);
  }, []);

  const speakerSupported =
    typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

  return {
    stream: state.stream,
    audioTrack,
    videoTrack,
    micOn,
    cameraOn,
    setMicOn,
    setCameraOn,
    cameras: options(devices, 'videoinput'),
    microphones: options(devices, 'audioinput'),
    speakers: speakerSupported ? options(devices, 'audiooutput') : [],
    cameraId: videoTrack?.getSettings().deviceId ?? requested.camera,
    microphoneId: audioTrack?.getSettings().deviceId ?? requested.microphone,
    speakerId,
    selectCamera: (id) => setRequested((r) => ({ ...r, camera: id })),
    selectMicrophone: (id) => setRequested((r) => ({ ...r, microphone: id })),
    selectSpeaker: setSpeakerId,
    speakerSupported,
    loading: state.loading,
    error: state.error,
    notice: state.notice,
    retry: () => setRequested((r) => ({ ...r, attempt: r.attempt + 1 })),
  };
}
