import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';

/** What the section reads of a list's TanStack infinite query. */
export type ListQuery = {
  isPending: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
};

/**
 * One list of the balance page (operations, top-ups, invoices) in its card: the title and the
 * CSV button, the filters, then the list, its loading, empty and error states and "load more".
 */
export function ListSection({
  id,
  title,
  query,
  rowCount,
  filters,
  filtered,
  texts,
  exporting = false,
  onExport,
  action,
  children,
}: {
  /** the title's id is `${id}-title` (the section is named by it) */
  id: string;
  title: string;
  query: ListQuery;
  rowCount: number;
  filters?: ReactNode;
  filtered: boolean;
  texts: {
    /** the CSV button's words (no button without `onExport`) */
    export?: string;
    updating: string;
    error: string;
    loadMore: string;
    empty: string;
    emptyText: string;
    noResults: string;
    noResultsText: string;
  };
  exporting?: boolean;
  /** a list without a CSV export leaves it out */
  onExport?: () => void;
  /** beside the title, before the CSV button (e.g. "Nueva proforma") */
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('balance');
  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
      component="section"
      aria-labelledby={`${id}-title`}
    >
      <Stack spacing={2} sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Typography
            id={`${id}-title`}
            variant="h6"
            component="h2"
            sx={{ fontSize: '1.05rem', fontWeight: 600 }}
          >
            {title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {action}
            {onExport && (
              <Button
                variant="outlined"
                size="small"
                startIcon={
                  exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
                }
                disabled={exporting}
                onClick={onExport}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {texts.export}
              </Button>
            )}
          </Stack>
        </Stack>
        {filters}
      </Stack>
      <Divider />
      {query.isFetching && !query.isPending && !query.isFetchingNextPage && (
        <LinearProgress aria-label={texts.updating} />
      )}
      {query.isError && rowCount === 0 ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {texts.error}
        </Alert>
      ) : !query.isPending && rowCount === 0 ? (
        <Stack
          spacing={1.5}
          sx={{ alignItems: 'center', textAlign: 'center', py: 7, px: 2 }}
          role="status"
        >
          <ReceiptLongOutlined aria-hidden sx={{ fontSize: 44, color: 'text.secondary' }} />
          <Typography variant="h6" component="p">
            {filtered ? texts.noResults : texts.empty}
          </Typography>
          <Typography color="text.secondary">
            {filtered ? texts.noResultsText : texts.emptyText}
          </Typography>
        </Stack>
      ) : (
        <Stack sx={{ p: { xs: 2, md: 0 } }}>{children}</Stack>
      )}
      {query.hasNextPage && (
        <Stack sx={{ alignItems: 'center', p: 2 }}>
          <Button
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            startIcon={
              query.isFetchingNextPage ? <CircularProgress size={16} aria-hidden /> : undefined
            }
          >
            {texts.loadMore}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
