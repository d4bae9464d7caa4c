import { createTheme } from '@mui/material/styles';

/** The one MUI theme of the app: a calm navy primary on a light grey canvas. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1e3a8a' },
    secondary: { main: '#0f766e' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: [
      'Inter',
      'system-ui',
      '-apple-system',
      '"Segoe UI"',
      'Roboto',
      '"Helvetica Neue"',
      'Arial',
      'sans-serif',
    ].join(','),
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { elevation: 0 } },
  },
});
