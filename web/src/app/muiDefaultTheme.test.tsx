import { THEME_ID, type Theme } from '@mui/material/styles';
import createStyled from '@mui/system/createStyled';
import { render, screen } from '@testing-library/react';
import muiDefaultTheme from './muiDefaultTheme';
import { appTheme } from './providers';

// The build hands this object to MUI's styled() as its default theme (muiDefaultTheme in web/vite.config.ts).
const styled = createStyled({ themeId: THEME_ID, defaultTheme: muiDefaultTheme });
const Note = styled('p')(({ theme }) => ({ color: (theme as Theme).palette.primary.main, padding: (theme as Theme).spacing(1) }));

describe("MUI's default theme in Savor's build", () => {
  it("styles a component rendered outside any ThemeProvider with Savor's theme", () => {
    render(<Note>Paprika</Note>);
    const note = getComputedStyle(screen.getByText('Paprika'));
    expect(note.color).toBe('rgb(173, 66, 32)');
    expect(note.padding).toBe('8px');
  });

  it("is Savor's theme itself, not a copy", () => {
    const theme = muiDefaultTheme as Theme;
    expect(theme.palette).toBe(appTheme().palette);
    expect(Object.keys(theme)).toEqual(Object.keys(appTheme()));
    expect('typography' in theme).toBe(true);
  });
});
