import Box from '@mui/material/Box';

/** A PANEL ID: left to right and isolated whatever the page's direction. */
export function PanelId({ children }: { children: string }) {
  return (
    <Box component="bdi" dir="ltr" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {children}
    </Box>
  );
}
