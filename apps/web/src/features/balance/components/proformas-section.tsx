import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import { formatBs, formatDate, formatUsd, type Proforma } from '@trayecto/contracts';
import { UserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useProformas } from '../api/proformas-queries.ts';
import type { Notify } from '../../../components/use-toast.tsx';
import { ListSection } from './list-section.tsx';
import { ProformaPdfButton } from './proforma-pdf-button.tsx';
import { WideTableContainer } from '../../../components/wide-table.tsx';

const ltr = (value: string) => (
  <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
    {value}
  </Box>
);

/** The total in dollars and bolívares, and what to send by Zelle. */
function Total({ proforma }: { proforma: Proforma }) {
  const { t } = useTranslation('balance');
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {ltr(formatUsd(proforma.total.usd))}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {ltr(formatBs(proforma.total.ves))}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {t('proformas.zelleShort', {
          amount: `\u2066${formatUsd(proforma.zelle.total.usd)}\u2069`,
        })}
      </Typography>
    </Box>
  );
}

/**
 * "Proformas" (under the invoices): the company's proformas, newest first, each with its PDF;
 * "Nueva proforma" opens the same dialog as the page's "Proforma" button.
 */
export function ProformasSection({
  notify,
  onCreate,
}: {
  notify: Notify;
  /** none for a role that may not write on the money (issue 13) */
  onCreate?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const list = useProformas();
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.proformas) ?? [], [list.data]);
  const date = (iso: string) => formatDate(iso, i18n.language, timezone);
  const pdf = (proforma: Proforma) => (
    <ProformaPdfButton
      proforma={proforma}
      label={t('proformas.pdf')}
      size="small"
      onError={(message) => notify('error', message)}
    />
  );
  const loading = list.isPending;

  return (
    <ListSection
      id="proformas"
      title={t('proformas.title')}
      query={list}
      rowCount={rows.length}
      filtered={false}
      action={
        onCreate && (
          <Button size="small" startIcon={<AddRounded />} onClick={onCreate} aria-haspopup="dialog">
            {t('proformas.create')}
          </Button>
        )
      }
      texts={{
        updating: t('proformas.updating'),
        error: list.error ? t('proformas.error', { message: list.error.message }) : '',
        loadMore: t('proformas.loadMore'),
        empty: t('proformas.empty'),
        emptyText: t('proformas.emptyText'),
        noResults: t('proformas.empty'),
        noResultsText: t('proformas.emptyText'),
      }}
    >
      {narrow ? (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t('proformas.label')}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {loading && rows.length === 0
            ? Array.from({ length: 2 }, (_, i) => (
                <Card
                  component="li"
                  key={i}
                  aria-hidden
                  variant="outlined"
                  sx={{ p: 2, borderRadius: 3 }}
                >
                  <Skeleton width="50%" />
                  <Skeleton width="80%" />
                </Card>
              ))
            : rows.map((proforma) => (
                <Card
                  component="li"
                  key={proforma._id}
                  data-proforma={proforma.number}
                  variant="outlined"
                  sx={{ p: 2, borderRadius: 3 }}
                >
                  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{ltr(proforma.number)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {date(proforma.issued_at)}
                      </Typography>
                      <UserText variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                        {proforma.concept}
                      </UserText>
                    </Box>
                    <Box sx={{ textAlign: 'end' }}>
                      <Total proforma={proforma} />
                    </Box>
                  </Stack>
                  <Box sx={{ mt: 1 }}>{pdf(proforma)}</Box>
                </Card>
              ))}
        </Stack>
      ) : (
        <WideTableContainer>
          <Table aria-label={t('proformas.label')} aria-busy={loading || undefined}>
            <TableHead>
              <TableRow>
                <TableCell>{t('proformas.number')}</TableCell>
                <TableCell>{t('proformas.date')}</TableCell>
                <TableCell>{t('proformas.concept')}</TableCell>
                <TableCell align="right">{t('proformas.total')}</TableCell>
                <TableCell>{t('proformas.document')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loading && rows.length === 0
                ? Array.from({ length: 3 }, (_, i) => (
                    <TableRow key={i} aria-hidden>
                      {Array.from({ length: 5 }, (__, j) => (
                        <TableCell key={j}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : rows.map((proforma) => (
                    <TableRow key={proforma._id} hover data-proforma={proforma.number}>
                      <TableCell sx={{ fontWeight: 600 }}>{ltr(proforma.number)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {date(proforma.issued_at)}
                      </TableCell>
                      <TableCell sx={{ maxWidth: 320 }}>
                        <UserText variant="body2">{proforma.concept}</UserText>
                      </TableCell>
                      <TableCell align="right">
                        <Total proforma={proforma} />
                      </TableCell>
                      <TableCell>{pdf(proforma)}</TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </WideTableContainer>
      )}
    </ListSection>
  );
}
