import { useTranslation } from 'react-i18next';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { keyframes } from '@emotion/react';

const spin = keyframes`from { transform: rotate(0) } to { transform: rotate(360deg) }`;

/**
 * The floating button at the page edge that opens the customizer (reachable even with the app
 * bar hidden). On a phone it would cover table headers and row actions: there, while the app bar
 * shows, the user menu opens the customizer instead (`hideOnPhone`).
 */
export function CustomizerButton({
  onOpen,
  hideOnPhone,
}: {
  onOpen: () => void;
  hideOnPhone: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('customizer.open')} placement="left">
      <Fab
        color="primary"
        size="small"
        aria-label={t('customizer.open')}
        onClick={onOpen}
        sx={{
          display: hideOnPhone ? { xs: 'none', sm: 'inline-flex' } : 'inline-flex',
          position: 'fixed',
          insetInlineEnd: 0,
          top: '50%',
          borderStartEndRadius: 0,
          borderEndEndRadius: 0,
          borderStartStartRadius: 10,
          borderEndStartRadius: 10,
          width: 40,
          height: 40,
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
