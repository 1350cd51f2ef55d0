import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../../components/dialog/dialog';
import { qrDetector, referenceFromScan, type BarcodeDetectorInstance } from '../lib/barcode';

const SCAN_EVERY_MS = 250;

/** The phone's camera looking for the QR code of a confirmation e-mail; answers the reference it reads. */
export function ScanDialog({
  open,
  onClose,
  onScanned,
}: {
  open: boolean;
  onClose: () => void;
  onScanned: (reference: string) => void;
}) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [cameraFailed, setCameraFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    let detector: BarcodeDetectorInstance | null = null;
    const look = async () => {
      if (stopped || !detector || !video.current || video.current.readyState < 2) return;
      try {
        const found = await detector.detect(video.current);
        const raw = found[0]?.rawValue;
        if (raw && !stopped) onScanned(referenceFromScan(raw));
      } catch {
        // A frame that cannot be read: the next one is tried.
      }
    };
    setCameraFailed(false);
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s;
        detector = await qrDetector();
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        timer = window.setInterval(() => void look(), SCAN_EVERY_MS);
      })
      .catch(() => setCameraFailed(true));
    return () => {
      stopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [open, onScanned]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Scan the QR code`}
      description={t`Hold the QR code of the confirmation e-mail in front of the camera.`}
    >
      {cameraFailed ? (
        <p role="alert">
          <Trans>
            The camera could not be opened. Allow the camera for this site, or type the reference.
          </Trans>
        </p>
      ) : (
        <video ref={video} className="sn-staff-day__video" muted playsInline aria-label={t`Camera view`} />
      )}
    </Dialog>
  );
}
