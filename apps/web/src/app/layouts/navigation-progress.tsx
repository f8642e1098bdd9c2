import { useTranslation } from 'react-i18next';
import LinearProgress from '@mui/material/LinearProgress';

/** The bar at the top of the page while the router loads the next route. */
export default function NavigationProgress() {
  const { t } = useTranslation();
  return (
    <LinearProgress
      aria-label={t('loading')}
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: (th) => th.zIndex.tooltip + 1,
        height: 3,
      }}
    />
  );
}
