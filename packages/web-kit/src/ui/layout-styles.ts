import { css } from 'styled-components';

/**
 * The layout fragments every screen's styles are built from, so a screen's styled blocks say only what is
 * their own (gaps, sizes, colours). Each is exactly the declarations it names, in that order.
 */

/** A row of items that wraps, centred on the cross axis. */
export const wrapRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;

/** A row that does not wrap, centred on the cross axis. */
export const centerRow = css`
  display: flex;
  align-items: center;
`;

/** An inline row (an icon beside its text), centred on the cross axis. */
export const inlineRow = css`
  display: inline-flex;
  align-items: center;
`;

/** A grid that centres its one child (icon circles, spinners). */
export const gridCenter = css`
  display: grid;
  place-items: center;
`;

/** A list without bullets or indentation. */
export const plainList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The white, bordered, large-radius panel. */
export const surfacePanel = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
