import { createShellTheme } from '../features/shell/theme/themes';

/**
 * The theme outside the signed-in layout (sign-in, session pages) and in component tests: the shell's light theme,
 * so that colours checked for contrast there hold everywhere.
 */
export const theme = createShellTheme('egret-navy', 'ltr');
