/**
 * Reading a QR code from a playing video: the browser's BarcodeDetector where it exists, else
 * jsQR (imported on first use) over the frame drawn on a canvas.
 */
import type jsQR from 'jsqr';

/** Reads one frame; the QR's text, or null when none is seen. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The reader for this browser. */
export async function createFrameReader(scope: { BarcodeDetector?: unknown } = globalThis as { BarcodeDetector?: unknown }): Promise<FrameReader> {
  if (typeof scope.BarcodeDetector === 'function') {
    const detector = new (scope.BarcodeDetector as BarcodeDetectorClass)({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const decode: typeof jsQR = (await import('jsqr')).default;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return decode(frame.data, frame.width, frame.height)?.data ?? null;
  };
}
