import GlobalStyles from '@mui/material/GlobalStyles';

/** Class of what is left out of the printout (selectors, buttons, pager). */
export const NO_PRINT = 'no-print';
/** Class of what only the printout shows (the selection as a line of text). */
export const PRINT_ONLY = 'print-only';

/**
 * Print styles of a public page: the app's frame (top bar, drawer, footer, skip link) and the
 * page's controls and buttons are left out, the page uses the paper's full width and table rows do not break.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        [`.${PRINT_ONLY}`]: { display: 'none' },
        '@media print': {
          [`header, footer, button, .MuiDrawer-root, .MuiAppBar-root, a[href="#main"], .${NO_PRINT}`]: { display: 'none !important' },
          [`.${PRINT_ONLY}`]: { display: 'block' },
          body: { background: '#fff' },
          '#main': { maxWidth: 'none', padding: '0 !important' },
          '.MuiPaper-root': { boxShadow: 'none !important', border: '0 !important', padding: '0 !important' },
          '.MuiTableContainer-root': { overflow: 'visible !important', maxHeight: 'none !important' },
          'tr, h2, h3': { breakInside: 'avoid' },
          'h2, h3': { breakAfter: 'avoid' },
          'th, td': { padding: '2px 6px !important', fontSize: '9pt !important', whiteSpace: 'normal !important' },
        },
      }}
    />
  );
}
