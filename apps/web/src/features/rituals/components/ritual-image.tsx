import type { ImgHTMLAttributes } from 'react';

/** The picture of a ritual that has none of its own. */
const RITUAL_IMAGE_FALLBACK = '/images/rituals/lamp.svg';

/** A ritual's picture, or the lamp when it has none; decorative (alt=""): the ritual's name stands beside it. */
export function RitualImage({
  src,
  ...img
}: { src: string | null | undefined } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  return <img src={src || RITUAL_IMAGE_FALLBACK} alt="" {...img} />;
}
