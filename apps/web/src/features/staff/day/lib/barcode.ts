/**
 * QR scanning with the browser's own BarcodeDetector (Chrome on Android, Safari 17+ on iOS behind the camera
 * permission). Where it is missing, or cannot read QR codes, the page offers typing only.
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
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

/** Whether this browser can read a QR code from the camera. */
export async function canScanQr(): Promise<boolean> {
  const Detector = detectorClass();
  if (!Detector || !navigator.mediaDevices?.getUserMedia) return false;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code');
  } catch {
    return false;
  }
}

/** A QR reader of video frames; null when the browser has none. */
export function qrDetector(): BarcodeDetectorInstance | null {
  const Detector = detectorClass();
  return Detector ? new Detector({ formats: ['qr_code'] }) : null;
}

/**
 * The booking reference a scanned QR carries: the code holds the reference itself, or a text or link ending in it
 * ("…ref=AB12CD34EF"); the last run of 10 or more letters and digits is taken.
 */
export function referenceFromScan(raw: string): string {
  const runs = raw.toUpperCase().match(/[0-9A-Z]{10,}/g);
  return runs?.at(-1) ?? raw.trim();
}
