import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/** Montserrat 14 px everywhere (docs/PRODUCT.md §1); the @font-face rules are in app/fonts.css. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${theme.font};
    font-size: ${theme.fontSize};
    line-height: 1.45;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  button, input, select, textarea { font: inherit; }
  a { color: ${theme.colors.primary}; }
  :focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: 2px; }
  h1 { font-size: 20px; font-weight: 700; margin: 0 0 16px; }
  h2 { font-size: 16px; font-weight: 600; margin: 0 0 12px; }
  /* react-datepicker brings its own font; the app has one. */
  /* (body raises specificity: the lazy stylesheet loads after this one.) */
  body .react-datepicker { font-family: inherit; font-size: 13px; }
`;
