/**
 * QR scanning with the browser's own BarcodeDetector where it reads QR codes (Chrome on Android and macOS, Safari 17+),
 * and otherwise with jsQR (about 13 KB gzip, loaded only when the camera opens) reading video frames drawn on a
 * canvas. Without a camera API the page offers typing only.
 */

interface DetectedBarcode {
  rawValue: string;
}
export interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
}

function detectorClass(): BarcodeDetectorClass | null {
  if (typeof window === 'undefined') return null;
  const found = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return found ?? null;
}

/** Whether the browser's own detector reads QR codes. */
async function nativeReadsQr(Detector: BarcodeDetectorClass): Promise<boolean> {
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code');
  } catch {
    return false;
  }
}

/** Whether this browser can read a QR code from the camera (it has a camera API; jsQR reads what it films). */
export function canScanQr(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/** jsQR on a frame of the video, drawn on a canvas the size of the frame. */
function frameReader(decode: typeof import('jsqr').default): BarcodeDetectorInstance {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    detect(video) {
      const { videoWidth: width, videoHeight: height } = video;
      if (!context || !width || !height) return Promise.resolve([]);
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const found = decode(context.getImageData(0, 0, width, height).data, width, height);
      return Promise.resolve(found ? [{ rawValue: found.data }] : []);
    },
  };
}

/** A QR reader of video frames: the browser's own, or jsQR. */
export async function qrDetector(): Promise<BarcodeDetectorInstance> {
  const Detector = detectorClass();
  if (Detector && (await nativeReadsQr(Detector))) return new Detector({ formats: ['qr_code'] });
  const { default: decode } = await import('jsqr');
  return frameReader(decode);
}

/**
 * The booking reference a scanned QR carries: the code holds the reference itself, or a text or link ending in it
 * ("…ref=AB12CD34EF"); the last run of 10 or more letters and digits is taken.
 */
export function referenceFromScan(raw: string): string {
  const runs = raw.toUpperCase().match(/[0-9A-Z]{10,}/g);
  return runs?.at(-1) ?? raw.trim();
}
