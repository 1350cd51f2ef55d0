// A phone camera pointed at the confirmation e-mail: the QR code of a booking is read from the mail in the sandbox
// inbox and written as a video file (YUV4MPEG2) that Chromium's fake camera films, so the staff page's scanner reads
// it as it would through a real camera.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type APIRequestContext, type Browser } from '@playwright/test';
import jsQR from 'jsqr';
import { E2E } from '../e2e-env';

/** The modules of each QR table of a mail (dark = true), colspan runs expanded. */
function qrTables(html: string): boolean[][][] {
  return [...html.matchAll(/<table role="img"[^>]*>(.*?)<\/table>/gs)].map((table) =>
    [...table[1]!.matchAll(/<tr>(.*?)<\/tr>/gs)].map((tr) =>
      [...tr[1]!.matchAll(/<td(?: colspan="(\d+)")?([^>]*)>/g)].flatMap((td) =>
        Array<boolean>(Number(td[1] ?? 1)).fill(td[2]!.includes('bgcolor="#000000"')),
      ),
    ),
  );
}

/** Grey pixels (0 black, 255 white) of the modules at `px` pixels each, centred on a white frame. */
function draw(modules: boolean[][], width: number, height: number, px: number): Uint8Array {
  const luma = new Uint8Array(width * height).fill(255);
  const size = modules.length * px;
  const left = Math.floor((width - size) / 2);
  const top = Math.floor((height - size) / 2);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (modules[Math.floor(y / px)]![Math.floor(x / px)]) luma[(top + y) * width + left + x] = 0;
    }
  }
  return luma;
}

/** What a QR reader reads from the modules (drawn as the camera would film them). */
function read(modules: boolean[][]): string | null {
  const px = 4;
  const size = modules.length * px;
  const luma = draw(modules, size, size, px);
  const rgba = new Uint8ClampedArray(size * size * 4);
  luma.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
  return jsQR(rgba, size, size)?.data ?? null;
}

/**
 * The QR code in the devotee's confirmation e-mail that reads as the booking reference (polled until the mail
 * arrives): the modules of its table.
 */
export async function confirmationQr(request: APIRequestContext, to: string, reference: string) {
  let found: boolean[][] | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${E2E.sandboxOrigin}/inbox/api/messages?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: Array<{ html: string }> };
        for (const m of messages.filter((msg) => msg.html.includes(reference))) {
          found = qrTables(m.html).find((modules) => read(modules) === reference);
          if (found) return true;
        }
        return false;
      },
      { timeout: 30_000, message: `a confirmation e-mail to ${to} with the QR code of ${reference}` },
    )
    .toBe(true);
  return found!;
}

/** A short video of the QR code (8 px a module on a 640×480 white frame), as Chromium's fake camera plays it. */
export function qrVideoFile(modules: boolean[][]): string {
  const [width, height, frames] = [640, 480, 10];
  const luma = draw(modules, width, height, 8);
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sn-qr-')), 'camera.y4m');
  fs.writeFileSync(file, Buffer.concat([header, ...Array<Buffer>(frames).fill(frame)]));
  return file;
}

/** A browser whose camera films the video file (the camera permission granted as a person would). */
export function browserWithCamera(videoFile: string): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${videoFile}`,
    ],
  });
}
