import { alpha, createTheme } from '@mui/material/styles';

/** Savor's palette: paprika, fresh herbs, saffron and a warm cream page. */
const paprika = { main: '#C8512C', light: '#E07A52', dark: '#9E3B1C', contrastText: '#FFFFFF' };
const herb = { main: '#3E7C59', light: '#64A07D', dark: '#2A5A3F', contrastText: '#FFFFFF' };
const saffron = '#E9A23B';
const ink = '#2A1F1A';
const cream = '#FBF6EF';

const systemSans = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

const systemSerif = ['"Iowan Old Style"', '"Palatino Linotype"', 'Palatino', 'Georgia', 'Cambria', '"Times New Roman"', 'serif'].join(',');

export const theme = createTheme({
  // 768 px is the spec's mobile breakpoint (md), 640 px its padding breakpoint (sm).
  breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 } },
  palette: {
    mode: 'light',
    primary: paprika,
    secondary: herb,
    success: { main: '#2E8B57' },
    warning: { main: saffron },
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
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 14, alignItems: 'flex-start' } } },
    MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { fontWeight: 600 } } },
    MuiAvatar: { styleOverrides: { root: { fontWeight: 700 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});

export const brand = { paprika: paprika.main, herb: herb.main, saffron, ink, cream };
