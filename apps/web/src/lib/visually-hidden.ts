/**
 * Styles for something only a screen reader should hear (a live region, a label) or a control
 * hidden behind a visible one: one pixel, clipped. In px strings on purpose: MUI's `sx` reads a
 * bare `width: 1` as 100%, which once made a hidden live region as wide as its row and the page
 * scroll sideways.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
