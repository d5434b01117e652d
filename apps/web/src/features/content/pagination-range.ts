/** One entry of a pagination bar: a page number or a gap. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages a pagination bar shows (the react-paginate rule the spec's numbers come from): the
 * first and last `margin` pages, `range` pages around the current one, and a gap wherever pages
 * are skipped. Pages are 1-based.
 */
export function paginationRange(
  current: number,
  total: number,
  range: number,
  margin: number,
): PageItem[] {
  if (total <= 0) return [];
  if (total <= range + margin * 2) {
    return Array.from({ length: total }, (_, index) => ({ kind: 'page', page: index + 1 }));
  }
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  const pages = new Set<number>();
  for (let page = 1; page <= margin; page += 1) pages.add(page);
  for (let page = start; page <= end; page += 1) pages.add(page);
  for (let page = total - margin + 1; page <= total; page += 1) pages.add(page);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...pages].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
