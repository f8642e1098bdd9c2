import { useTranslation } from 'react-i18next';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { keyframes } from '@emotion/react';

const spin = keyframes`from { transform: rotate(0) } to { transform: rotate(360deg) }`;

/** The width of the floating button: the content keeps this much free at its edge. */
export const CUSTOMIZER_BUTTON_WIDTH = 40;

/**
 * The floating button at the page edge that opens the customizer when the app bar is hidden
 * (with the app bar, its user menu opens it). Floating over the content it covered buttons,
 * amounts and maps: the content layout keeps a gutter of its width free at that edge while it
 * shows (phone-width.spec.ts checks nothing lies under it).
 */
export function CustomizerButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('customizer.open')} placement="left">
      <Fab
        color="primary"
        size="small"
        aria-label={t('customizer.open')}
        onClick={onOpen}
        data-floating-customizer=""
        sx={{
          position: 'fixed',
          insetInlineEnd: 0,
          top: '50%',
          borderStartEndRadius: 0,
          borderEndEndRadius: 0,
          borderStartStartRadius: 10,
          borderEndStartRadius: 10,
          width: CUSTOMIZER_BUTTON_WIDTH,
          height: CUSTOMIZER_BUTTON_WIDTH,
          zIndex: (th) => th.zIndex.drawer - 1,
          boxShadow: '0 2px 8px rgba(106,90,224,0.4)',
          // spins while pointed at, not forever: an endless animation makes the compositor draw
          // a frame every vsync, which without a GPU (software compositing) costs a sixth of a
          // core and slows everything else on the page (the running-trips map above all)
          '&:hover svg, &:focus-visible svg': { animation: `${spin} 4s linear infinite` },
          '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
        }}
      >
        <SettingsOutlined fontSize="small" />
      </Fab>
    </Tooltip>
  );
}
