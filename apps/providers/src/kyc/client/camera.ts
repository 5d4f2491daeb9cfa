/** The selfie camera: a stream from the front camera into a video element, and a photo from it. */

export type CameraFailure = 'camera_unavailable' | 'camera_denied';

export interface Camera {
  video: HTMLVideoElement;
  /** A JPEG of the current frame. */
  capture(): Promise<Blob>;
  stop(): void;
}

export function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Starts the front camera in `video`; answers why not when the browser or the person refuses. */
export async function startCamera(video: HTMLVideoElement): Promise<Camera | CameraFailure> {
  if (!cameraSupported()) return 'camera_unavailable';
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
      audio: false,
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    return name === 'NotAllowedError' || name === 'SecurityError' ? 'camera_denied' : 'camera_unavailable';
  }
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play().catch(() => undefined);
  const stop = () => {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  return {
    video,
    stop,
    capture: () =>
      new Promise<Blob>((resolve, reject) => {
        const canvas = document.createElement('canvas');
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0) {
          reject(new Error('no frame'));
          return;
        }
        context.drawImage(video, 0, 0);
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no frame'))), 'image/jpeg', 0.92);
      }),
  };
}
