/**
 * MUI's default theme in Savor's build: the theme a styled component falls back on outside a
 * ThemeProvider. MUI makes its own twice while its modules load (styles/defaultTheme.mjs and Box.mjs),
 * which was about a third of the MUI core's evaluation, inside the entry's long task, for a theme no
 * screen shows. The build has both modules take this object instead (muiDefaultTheme in
 * web/vite.config.ts): Savor's own theme, made on first use. It imports nothing, since MUI's styling
 * modules import it while they load.
 */
let savorTheme: (() => object) | undefined;

/** The theme the default stands for; providers.tsx gives appTheme. */
export function setMuiDefaultTheme(theme: () => object): void {
  savorTheme = theme;
}

const theme = (): object => {
  if (!savorTheme) throw new Error("MUI's default theme was used before Savor's theme was set (app/providers.tsx)");
  return savorTheme();
};

const muiDefaultTheme: object = new Proxy(
  {},
  {
    get: (_, key): unknown => Reflect.get(theme(), key),
    has: (_, key) => Reflect.has(theme(), key),
    ownKeys: () => Reflect.ownKeys(theme()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(theme(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  },
);

export default muiDefaultTheme;
