/** The one theme of the product: dark navy and white, a red accent for selling actions. */
const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const theme = {
  colors: {
    ink: '#070b14',
    navy: '#0b1526',
    navyRaised: '#13223a',
    navyBorder: '#22324d',
    surface: '#ffffff',
    surfaceAlt: '#f4f6f9',
    border: '#e2e6ec',
    text: '#0d1626',
    textMuted: '#5a6577',
    textOnDark: '#ffffff',
    textOnDarkMuted: 'rgba(255, 255, 255, 0.72)',
    accent: '#d6202a',
    accentHover: '#b5171f',
    gold: '#c8a45d',
    danger: '#b42318',
    success: '#1f7a4d',
    focus: '#4c8dff',
  },
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(7, 11, 20, 0.08)',
    md: '0 6px 20px rgba(7, 11, 20, 0.12)',
    lg: '0 18px 48px rgba(7, 11, 20, 0.22)',
  },
  breakpoints,
  /** Mobile first: `${theme.media.lg} { ... }` applies from 1024 px up. */
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
  },
  layout: { maxWidth: '1200px', headerHeight: '72px', gutter: '20px' },
  z: { header: 50, overlay: 80, sheet: 90, toast: 100 },
} as const;

export type Theme = typeof theme;

// Every styled component in every app sees this theme's type.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
