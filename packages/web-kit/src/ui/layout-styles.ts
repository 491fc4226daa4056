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

/** A square button that is only its icon: no border or fill of its own, `size` px, the icon centred (close, move). */
export const plainIconButton = (size: number) => css`
  ${gridCenter}
  width: ${size}px;
  height: ${size}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;
`;

/** Out of sight and out of the layout, still read by screen readers (a table's head, a hidden legend). */
export const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** A native input laid invisibly over the whole of its drawn control (switches, choice cards): it takes the clicks. */
export const coverInput = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
`;

/** A row that wraps, its first and last items pushed to the ends (a heading and its actions). */
export const spreadRow = (align: 'center' | 'flex-start' | 'flex-end' | 'baseline' = 'center') => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  justify-content: space-between;
`;

/** A grid with `gap` between its cells (px for a number): one column of blocks unless the block sets its columns. */
export const gridGap = (gap: number | string) => css`
  display: grid;
  gap: ${typeof gap === 'number' ? `${gap}px` : gap};
`;

/** Secondary text: the muted colour at `size`. */
export const mutedText = (size: string) => css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${size};
`;

/** Error text (a field's or a panel's message): the danger colour at `size`. */
export const dangerText = (size: string) => css`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${size};
`;

/** An upper-case, letter-spaced label (eyebrows, step numbers, table heads). */
export const capsLabel = (size: string, weight: number, tracking: string) => css`
  font-size: ${size};
  font-weight: ${weight};
  letter-spacing: ${tracking};
  text-transform: uppercase;
`;

/** A round badge of `size` px with its icon or number centred. */
export const iconCircle = (size: number) => css`
  ${gridCenter}
  width: ${size}px;
  height: ${size}px;
  border-radius: 50%;
`;

/** A small outlined pill button on white (range choices, Remove): the text's font, the pointer. */
export const outlinePillButton = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  cursor: pointer;
`;

/** The dimmed page behind a side sheet (drawers, the mobile menu). */
export const sheetOverlay = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  background: rgba(7, 11, 20, 0.6);
`;

/** A full-height sheet fixed to the `side` edge of the page, its content in a column. */
export const sideSheet = (side: 'left' | 'right') => css`
  position: fixed;
  top: 0;
  ${side}: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.sheet};
  display: flex;
  flex-direction: column;
`;
