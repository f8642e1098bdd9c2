import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import { isMacPlatform } from '../../../features/search/use-search-shortcut.ts';

/** Opens the search dialog; shows its shortcut on wide screens. */
export function SearchButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const shortcut = isMacPlatform() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Tooltip title={`${t('search.open')} (${shortcut})`}>
        <IconButton
          aria-label={t('search.open')}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={onOpen}
          sx={{ display: { md: 'none' } }}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {/* named by its visible text ("Buscar Ctrl+K"), for voice control */}
      <ButtonBase
        onClick={onOpen}
        aria-keyshortcuts="Control+K Meta+K"
        sx={{
          display: { xs: 'none', md: 'flex' },
          gap: 1,
          px: 1.5,
          py: 0.9,
          borderRadius: 2,
          color: 'text.secondary',
          fontSize: 15,
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <SearchIcon />
        <span>{t('search.placeholderShort')}</span>
        <Box
          component="span"
          sx={{ ml: 1, px: 0.75, borderRadius: 1, border: 1, borderColor: 'divider', fontSize: 12 }}
        >
          {shortcut}
        </Box>
      </ButtonBase>
    </>
  );
}
