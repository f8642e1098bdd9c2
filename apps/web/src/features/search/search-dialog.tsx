import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import SubdirectoryArrowLeft from '@mui/icons-material/SubdirectoryArrowLeft';
import { UserText, WithUserText } from '../../components/user-text.tsx';
import type { SearchSource } from '../../lib/search-types.ts';
import { useSearchResults } from './use-search-results.ts';

type SearchDialogProps = { open: boolean; onClose: () => void; sources: SearchSource[] };

const Kbd = ({ children }: { children: string }) => (
  <Box
    component="kbd"
    sx={{
      px: 0.75,
      py: 0.1,
      borderRadius: 1,
      border: 1,
      borderColor: 'divider',
      fontSize: 11.5,
      fontFamily: 'inherit',
      color: 'text.secondary',
    }}
  >
    {children}
  </Box>
);

/** The search of SPEC §2: groups of results, arrows to move, Enter to open, Esc to close. */
export function SearchDialog({ open, onClose, sources }: SearchDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const groups = useSearchResults(sources, query, open);
  const flat = useMemo(() => groups.flatMap((g) => g.results), [groups]);
  // index of each group's first result in the flat list (arrow keys move through the flat list)
  const offsets = useMemo(
    () => groups.map((_, gi) => groups.slice(0, gi).reduce((n, g) => n + g.results.length, 0)),
    [groups],
  );
  const current = Math.min(active, Math.max(flat.length - 1, 0));
  const optionId = (i: number) => `${baseId}-option-${i}`;

  const close = () => {
    onClose();
    setQuery('');
    setActive(0);
  };
  const go = (index: number) => {
    const result = flat[index];
    if (!result) return;
    close();
    void navigate(result.path);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!flat.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(current);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-label={t('search.label')}
      slotProps={{ paper: { sx: { alignSelf: { sm: 'flex-start' }, mt: { sm: '12vh' } } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={t('search.placeholder')}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={handleKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t('search.label'),
            'aria-expanded': flat.length > 0,
            'aria-controls': `${baseId}-listbox`,
            'aria-activedescendant': flat.length ? optionId(current) : undefined,
            'aria-autocomplete': 'list',
          }}
          sx={{ fontSize: 17 }}
        />
        <Box
          component="button"
          type="button"
          onClick={close}
          sx={{
            all: 'unset',
            cursor: 'pointer',
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
          aria-label={t('actions.close')}
        >
          <Kbd>Esc</Kbd>
        </Box>
      </Box>
      <Box
        id={`${baseId}-listbox`}
        role="listbox"
        aria-label={t('search.results')}
        sx={{ maxHeight: { sm: '60vh' }, overflowY: 'auto', py: 1 }}
      >
        {groups.length === 0 && (
          <Typography
            color="text.secondary"
            sx={{ px: 3, py: 5, textAlign: 'center' }}
            role="status"
          >
            {query ? (
              <WithUserText>
                {(isolate) => t('search.noResults', { query: isolate(query) })}
              </WithUserText>
            ) : (
              t('search.empty')
            )}
          </Typography>
        )}
        {groups.map((group, gi) => (
          <Box key={group.id} role="group" aria-labelledby={`${baseId}-${group.id}`}>
            <Typography
              id={`${baseId}-${group.id}`}
              variant="overline"
              component="div"
              sx={{ px: 3, pt: 1.5, pb: 0.5, color: 'text.secondary' }}
            >
              {t(group.title)}
            </Typography>
            {group.results.map((result, ri) => {
              const i = (offsets[gi] ?? 0) + ri;
              const selected = i === current;
              return (
                <Box
                  key={result.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => setActive(i)}
                  onClick={() => go(i)}
                  sx={{
                    mx: 1.5,
                    px: 1.5,
                    py: 1.1,
                    borderRadius: 1.5,
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    cursor: 'pointer',
                    bgcolor: selected ? (th) => alpha(th.palette.primary.main, 0.1) : 'transparent',
                    color: selected
                      ? (th) =>
                          th.palette.mode === 'dark'
                            ? th.palette.primary.light
                            : th.palette.primary.dark
                      : 'text.primary',
                    '& svg': { fontSize: 20 },
                  }}
                >
                  {result.icon}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    {/* a collaborator's or a passenger's name, an e-mail, a trip id… */}
                    <UserText
                      variant="body1"
                      component="p"
                      noWrap
                      sx={{ fontWeight: 500, color: 'inherit' }}
                    >
                      {result.title}
                    </UserText>
                    {result.subtitle && (
                      <UserText variant="body2" component="p" noWrap color="text.secondary">
                        {result.subtitle}
                      </UserText>
                    )}
                  </Box>
                  {selected && <SubdirectoryArrowLeft aria-hidden sx={{ opacity: 0.6 }} />}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: { xs: 'none', sm: 'flex' },
          gap: 2,
          px: 3,
          py: 1.25,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          fontSize: 12.5,
          alignItems: 'center',
        }}
      >
        <span>
          <Kbd>↑</Kbd> <Kbd>↓</Kbd> {t('search.hintMove')}
        </span>
        <span>
          <Kbd>Enter</Kbd> {t('search.hintOpen')}
        </span>
        <span>
          <Kbd>Esc</Kbd> {t('search.hintClose')}
        </span>
      </Box>
    </Dialog>
  );
}
