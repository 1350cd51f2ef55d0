/** Centre-scoped pages of the information site (spec part 1 §2: the header's sadhana … blog tabs). */
export const INFO_PAGES = [
  'sadhana',
  'events',
  'bring-devi-home',
  'visit-devi',
  'about-devi',
  'blog',
] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** `${infoSiteBase}/${infoSitePath}/${page}` with single slashes; a missing centre path is skipped. */
export function buildInfoSiteUrl(
  infoSiteBase: string,
  infoSitePath: string | undefined,
  page: InfoPage,
): string {
  const parts = [infoSiteBase.replace(/\/+$/, ''), (infoSitePath ?? '').replace(/^\/+|\/+$/g, ''), page];
  return parts.filter(Boolean).join('/');
}
