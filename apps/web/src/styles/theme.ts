const spacing = (step: number): string => `${step * 0.25}rem`;

const shared = {
  spacing,
  radii: { sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px' },
  fonts: {
    body: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Iowan Old Style', 'Times New Roman', serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
    hero: 'clamp(2.25rem, 5vw, 3.75rem)',
  },
  layout: {
    containerMaxWidth: '120rem',
    narrowMaxWidth: '70rem',
    dropdownMaxHeight: '300px',
    sidebarWidth: '18.5rem',
  },
  media: {
    mobile: '@media (max-width: 768px)',
    desktop: '@media (min-width: 769px)',
  },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    overlay: '0 20px 45px rgba(16, 24, 40, 0.25)',
  },
  zIndex: { header: 10, drawer: 40, modal: 50, toast: 60 },
};

export interface ThemeColors {
  background: string;
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  primarySoft: string;
  accent: string;
  danger: string;
  dangerSoft: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  info: string;
  infoSoft: string;
  focus: string;
  backdrop: string;
  chartOrders: string;
  chartRevenue: string;
}

const lightColors: ThemeColors = {
  background: '#f7f5f0',
  surface: '#ffffff',
  surfaceMuted: '#f0ede6',
  text: '#1d2621',
  textMuted: '#55625a',
  border: '#d9d4c8',
  primary: '#1f6f4a',
  primaryHover: '#185a3c',
  onPrimary: '#ffffff',
  primarySoft: '#e3f1e9',
  accent: '#c46a1c',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  success: '#1f7a3f',
  successSoft: '#e6f4ea',
  warning: '#8a5300',
  warningSoft: '#fdf1dc',
  info: '#1d4f91',
  infoSoft: '#e4eefb',
  focus: '#2563eb',
  backdrop: 'rgba(16, 24, 20, 0.55)',
  chartOrders: '#1f6f4a',
  chartRevenue: '#c46a1c',
};

const darkColors: ThemeColors = {
  background: '#111613',
  surface: '#1a211d',
  surfaceMuted: '#232c27',
  text: '#edf1ee',
  textMuted: '#a7b3ab',
  border: '#34413a',
  primary: '#4fbf88',
  primaryHover: '#6fd3a1',
  onPrimary: '#0b1a12',
  primarySoft: '#1f3329',
  accent: '#f0a35c',
  danger: '#f97066',
  dangerSoft: '#3a1d1b',
  success: '#5fd08d',
  successSoft: '#1b3325',
  warning: '#f5b14c',
  warningSoft: '#3a2a12',
  info: '#8ab8ff',
  infoSoft: '#1a2a40',
  focus: '#7aa7ff',
  backdrop: 'rgba(0, 0, 0, 0.65)',
  chartOrders: '#4fbf88',
  chartRevenue: '#f0a35c',
};

export const lightTheme = { ...shared, mode: 'light' as const, colors: lightColors };
export const darkTheme = { ...shared, mode: 'dark' as const, colors: darkColors };

export type AppTheme = Omit<typeof lightTheme, 'mode'> & { mode: 'light' | 'dark' };

export const themes = { light: lightTheme, dark: darkTheme } satisfies Record<string, AppTheme>;

const colourVariable = (name: string) => `--colour-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The theme every page renders with: each colour a CSS variable, so one rendering (on the server, at build time or in
 * the browser) serves both modes and html[data-theme] picks the palette. Switching modes changes no class name, so
 * a page rendered before the visitor's choice is known hydrates as it is and nothing flashes.
 */
export const variableTheme: AppTheme = {
  ...lightTheme,
  colors: Object.fromEntries(
    Object.keys(lightColors).map((name) => [name, `var(${colourVariable(name)})`]),
  ) as unknown as ThemeColors,
};

const declarations = (colors: ThemeColors) =>
  Object.entries(colors)
    .map(([name, value]) => `${colourVariable(name)}: ${value};`)
    .join('\n');

/** The two palettes as the variables variableTheme names, switched by html[data-theme]; light when it is unset. */
export const themeVariableRules = `
  :root {
    ${declarations(lightColors)}
    color-scheme: light;
  }
  :root[data-theme='dark'] {
    ${declarations(darkColors)}
    color-scheme: dark;
  }
`;
