/** Styles that cut a text to `lines` lines with an ellipsis (a long name in a compact list or a card). */
export const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;
