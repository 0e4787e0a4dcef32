/** The attribute a fitted line carries when even its floor is too wide: it may then wrap (global.css). */
export const FIT_WRAP = 'data-fit-wrap';

/**
 * The scale for a line that must fit its box: the font size relative to its full size, in thousandths,
 * never above 1 and never below `floor` (the line's label's size relative to its own: an amount is never
 * printed smaller than what names it). `scale` is the scale the line was measured at, `needed` its width on
 * one line then, `available` its box's. A line that does not fit even at the floor stays at the floor and
 * wraps (`wrap`), rather than shrinking below its label.
 */
export function fitScale({
  scale,
  available,
  needed,
  floor,
}: {
  scale: number;
  available: number;
  needed: number;
  floor: number;
}): { scale: number; wrap: boolean } {
  const lowest = Math.min(Math.max(floor, 0), 1);
  // The width of a line of text grows in proportion to its font size.
  const ideal = (scale * available) / needed;
  if (ideal >= 1) return { scale: 1, wrap: false };
  if (ideal < lowest) return { scale: lowest, wrap: true };
  return { scale: Math.max(lowest, Math.floor(ideal * 1000) / 1000), wrap: false };
}
