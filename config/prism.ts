import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * VS Code's dark theme, used for code blocks in both color modes, with the
 * few token colors that fall below WCAG AA contrast (4.5:1) on its #1E1E1E
 * background lightened.
 */
const LOW_CONTRAST_FIXES: Record<string, string> = {
  'rgb(0, 0, 128)': '#9cdcfe',
  'rgb(100, 102, 149)': '#b0b3f0',
  '#808080': '#a0a0a0',
};

export const codeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((entry) => {
    const color = entry.style.color;
    const fixed = color !== undefined ? LOW_CONTRAST_FIXES[color] : undefined;
    return fixed === undefined ? entry : {...entry, style: {...entry.style, color: fixed}};
  }),
};
