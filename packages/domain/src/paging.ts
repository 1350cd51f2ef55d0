// Paged lists of the staff pages (accounts, audit, dispatch): pages count from 1, a page holds `size` rows.

/** The rows of a page, as a repository's list takes them. */
export function pageWindow(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

/** The paging fields of a list's answer. */
export function pageFields(
  page: number,
  size: number,
  total: number,
): { total: number; page: number; pageSize: number } {
  return { total, page, pageSize: size };
}
