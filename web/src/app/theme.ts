import { alpha, createTheme } from '@mui/material/styles';

/**
 * Savor's palette: paprika, fresh herbs, saffron and a warm cream page. Every colour that text is set in
 * reads at 4.5:1 or more (WCAG 2.1 AA) on white and on the cream page: paprika 5.9:1 on white and 5.5:1
 * on cream (white on a paprika button 5.9:1), herb 5.0 and 4.6, the success green 6.5 and 6.0, the
 * saffron text colour (warning.dark) 5.9 and 5.4, info 5.7. Saffron itself is for surfaces and icons only.
 */
const paprika = { main: '#AD4220', light: '#E07A52', dark: '#8A3316', contrastText: '#FFFFFF' };
const herb = { main: '#3E7C59', light: '#64A07D', dark: '#2A5A3F', contrastText: '#FFFFFF' };
const saffron = '#E9A23B';
const saffronText = '#8C5A14';
const ink = '#2A1F1A';
const cream = '#FBF6EF';
/** The keyboard focus ring: dark paprika, 3 px, clear of the control (3:1 and more on every surface). */
const focusRing = { outline: `3px solid ${paprika.dark}`, outlineOffset: 2 } as const;

const systemSans = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'].join(',');

const systemSerif = ['"Iowan Old Style"', '"Palatino Linotype"', 'Palatino', 'Georgia', 'Cambria', '"Times New Roman"', 'serif'].join(',');

/** Savor's MUI theme. MUI's createTheme takes several milliseconds on a phone: see appTheme in providers.tsx. */
export const createAppTheme = () =>
  createTheme({
    // 768 px is the spec's mobile breakpoint (md), 640 px its padding breakpoint (sm).
    breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 } },
    palette: {
      mode: 'light',
      primary: paprika,
      secondary: herb,
      success: { main: '#226B44', contrastText: '#FFFFFF' },
      warning: { main: saffron, dark: saffronText, contrastText: ink },
      info: { main: '#0B6BA8', contrastText: '#FFFFFF' },
      error: { main: '#C62E2E' },
      background: { default: cream, paper: '#FFFFFF' },
      text: { primary: ink, secondary: '#6B5A50' },
      divider: alpha(ink, 0.1),
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: systemSans,
      h1: { fontFamily: systemSerif, fontWeight: 700, fontSize: '2.6rem', lineHeight: 1.15, letterSpacing: '-0.01em' },
      h2: { fontFamily: systemSerif, fontWeight: 700, fontSize: '2.1rem', lineHeight: 1.2 },
      h3: { fontFamily: systemSerif, fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.25 },
      h4: { fontWeight: 800, fontSize: '1.6rem', lineHeight: 1.25, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.3 },
      h6: { fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.35 },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      body1: { lineHeight: 1.6 },
      body2: { lineHeight: 1.55 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      overline: { fontWeight: 700, letterSpacing: '0.12em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { backgroundColor: cream, WebkitFontSmoothing: 'antialiased' },
          '::selection': { backgroundColor: alpha(saffron, 0.35) },
          // A visible ring on whatever the keyboard reaches. Links and other native targets: any
          // :focus-visible (weightless through :where, so a component can still draw its own); text fields
          // and selects keep their focused border, and containers focused by script (a dialog, tabindex -1)
          // get none. MUI's buttons, chips, tabs, switches and checkboxes reset the outline, and ButtonBase
          // marks keyboard focus with .Mui-focusVisible (on a checkbox's visible wrapper, not its invisible
          // input), so they get the ring through that class.
          ':where(:focus-visible:not(.MuiInputBase-input):not([tabindex="-1"]))': focusRing,
          '.MuiButtonBase-root.Mui-focusVisible': focusRing,
          // Inside rows and tab strips the ring is drawn inward so a parent's overflow cannot cut it.
          '.MuiListItemButton-root.Mui-focusVisible, .MuiCardActionArea-root.Mui-focusVisible, .MuiTab-root.Mui-focusVisible': {
            outlineOffset: -3,
          },
          // Motion only for those who want it: a reader who asks the system for less motion gets none of the
          // theme's transitions, ripples, skeleton waves or spinner turns beyond a single, instant step.
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              transitionDelay: '0s !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 999, paddingInline: 18 },
          sizeLarge: { paddingBlock: 11, fontSize: '1rem' },
          outlined: { borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } },
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: 20,
            border: `1px solid ${alpha(ink, 0.08)}`,
            boxShadow: `0 1px 2px ${alpha(ink, 0.04)}, 0 8px 24px ${alpha(ink, 0.05)}`,
          },
        },
      },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            borderRadius: 12,
            backgroundColor: '#FFFFFF',
            '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: alpha(paprika.main, 0.5) },
          },
        },
      },
      MuiChip: {
        styleOverrides: {
          // Saffron is too light for text: outlined warning chips ('Arriving soon') take its dark shade.
          root: { fontWeight: 600, '&.MuiChip-outlined.MuiChip-colorWarning': { color: saffronText, borderColor: alpha(saffronText, 0.5) } },
        },
      },
      MuiAlert: {
        styleOverrides: {
          root: { borderRadius: 14, alignItems: 'flex-start' },
          // A long word (an email address at phone width) wraps instead of making the message a scroll box.
          message: { minWidth: 0, overflowWrap: 'anywhere' },
        },
      },
      MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 600 } } },
      MuiAvatar: { styleOverrides: { root: { fontWeight: 700 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });

export const brand = { paprika: paprika.main, herb: herb.main, saffron, saffronText, ink, cream };
