import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ClearRounded from '@mui/icons-material/ClearRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { PANELS_SEARCH_MAX } from '@trayecto/contracts';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { exportPanelsCsv, type PanelsFilters } from '../api/panels-api.ts';
import { usePanelsList } from '../api/panels-queries.ts';
import { PanelsTable } from '../components/panels-table.tsx';
import { useCsvExport } from '../hooks/use-csv-export.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { monthName } from '@trayecto/contracts/format';

/** /corporate_panels (master only): the associated panels with this month's figures. */
export function Component() {
  const { t, i18n } = useTranslation('panels');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 350);
  const filters = useMemo<PanelsFilters>(() => ({ q: q || undefined }), [q]);
  const list = usePanelsList(filters);
  const { notify, toast: notice } = useToast();
  const { exporting, run } = useCsvExport((text) => notify('error', text));
  const panels = useMemo(() => list.data?.pages.flatMap((p) => p.panels) ?? [], [list.data]);
  const month = list.data?.pages[0]?.month;
  const initialLoading = list.isPending;

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={
          month
            ? t('subtitleMonth', { month: monthName(month.start_date, i18n.language) })
            : t('subtitle')
        }
        action={
          <Button
            variant="outlined"
            startIcon={
              exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
            }
            disabled={exporting || panels.length === 0}
            onClick={() => void run(() => exportPanelsCsv(filters), 'paneles')}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('actions.export')}
          </Button>
        }
      />

      <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Stack sx={{ p: { xs: 2, sm: 2.5 } }}>
          <TextField
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            size="small"
            type="search"
            autoComplete="off"
            sx={{ maxWidth: { sm: 420 } }}
            slotProps={{
              htmlInput: { maxLength: PANELS_SEARCH_MAX, dir: 'auto' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded fontSize="small" aria-hidden />
                  </InputAdornment>
                ),
                endAdornment: search ? (
                  <InputAdornment position="end">
                    <IconButton
                      size="small"
                      edge="end"
                      onClick={() => setSearch('')}
                      aria-label={t('search.clear')}
                    >
                      <ClearRounded fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
        </Stack>
        {list.isFetching && !initialLoading && !list.isFetchingNextPage && (
          <LinearProgress aria-label={t('list.updating')} />
        )}
        {list.isError && panels.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {t('list.error', { message: list.error.message })}
          </Alert>
        ) : !initialLoading && panels.length === 0 ? (
          filters.q ? (
            <CenteredMessage
              icon={<SearchOffOutlined />}
              title={t('list.noResults')}
              text={t('list.noResultsText')}
              action={<Button onClick={() => setSearch('')}>{t('search.clear')}</Button>}
            />
          ) : (
            <CenteredMessage
              icon={<AccountTreeOutlined />}
              title={t('list.empty')}
              text={t('list.emptyText')}
            />
          )
        ) : (
          <Stack sx={{ px: { xs: 2, md: 0 }, pb: { xs: 2, md: 0 } }}>
            <PanelsTable panels={panels} loading={initialLoading} />
          </Stack>
        )}
        {list.hasNextPage && (
          <Stack sx={{ alignItems: 'center', p: 2 }}>
            <Button
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              startIcon={
                list.isFetchingNextPage ? <CircularProgress size={16} aria-hidden /> : undefined
              }
            >
              {t('actions.loadMore')}
            </Button>
          </Stack>
        )}
      </Card>
      {notice}
    </Stack>
  );
}
