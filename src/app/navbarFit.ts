// How many of the navbar's main links fit in the room the bar leaves them (issue 20: German
// labels were cut mid-word). The links keep their order; those that do not fit go into the
// "More" menu, which then takes room of its own.

export interface NavbarRoom {
  /** Each link's natural width, in order. */
  linkWidths: readonly number[];
  /** The width of the "More" button. */
  moreWidth: number;
  /** The gap between two items of the row. */
  gap: number;
  /** The width the row may take. */
  available: number;
}

/** The number of links shown in the row; the rest go into the "More" menu. */
export function linksThatFit({ linkWidths, moreWidth, gap, available }: NavbarRoom): number {
  const rowWidth = (count: number) => linkWidths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (rowWidth(linkWidths.length) <= available) return linkWidths.length;
  let count = linkWidths.length - 1;
  while (count > 0 && rowWidth(count) + gap + moreWidth > available) count -= 1;
  return count;
}
