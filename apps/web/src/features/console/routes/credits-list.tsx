import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { CONSOLE_SEARCH_MAX } from '@trayecto/contracts/console';
import { CREDIT_STATUSES, type ConsoleCredit } from '@trayecto/contracts/credits';
import { formatUsd } from '@trayecto/contracts/format';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useCreditList } from '../api/credits-queries.ts';
import { CountTabs } from '../components/count-tabs.tsx';
import { CreditStatusChip } from '../components/credit-status-chip.tsx';
import { ListFrame } from '../components/list-frame.tsx';
import { LinkRow, RowLink } from '../components/row-link.tsx';
import { SearchField } from '../components/search-field.tsx';
import { useStatusSearch } from '../hooks/use-status-search.ts';
import { mediumDate } from '../lib/dates.ts';
import { CREDIT_FIRST_TAB, CREDIT_TABS, creditStatusLabel, isOverdue } from '../lib/credits.ts';
import { creditPath } from '../lib/paths.ts';

/**
 * /admin/credits: the companies' credits (advances) by status, opening on the requests waiting
 * for finance; searched by company or number; keyset "load more". An overdue advance is flagged
 * on its row. A row opens the credit, where finance approves, denies or reverts it.
 */
export function Component() {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const { tab, search, setTab, setSearch, filters } = useStatusSearch(
    CREDIT_STATUSES,
    CREDIT_FIRST_TAB,
  );
  const listFilters = useMemo(() => ({ status: filters.status, q: filters.search }), [filters]);
  const list = useCreditList(listFilters);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.credits) ?? [], [list.data]);

  return (
    <ListFrame
      title={t('credits.title')}
      subtitle={t('credits.subtitle')}
      query={list}
      count={rows.length}
      tabs={
        <CountTabs
          label={t('credits.tabsLabel')}
          value={tab}
          onChange={setTab}
          tabs={CREDIT_TABS.map((value) => ({
            value,
            label: value === 'all' ? t('credits.all') : creditStatusLabel(value, lang),
            // the credits' pages carry no counts
            count: undefined,
          }))}
        />
      }
      filters={
        <SearchField
          value={search}
          onChange={setSearch}
          label={t('credits.search')}
          maxLength={CONSOLE_SEARCH_MAX}
        />
      }
      filtered={Boolean(search)}
      onClear={() => setSearch('')}
      emptyIcon={<CreditScoreOutlined />}
      emptyTitle={t('credits.emptyTitle')}
      emptyText={t('credits.emptyText')}
    >
      {/* overdue as of the answer: a row's flag does not change between two fetches */}
      <CreditsTable rows={rows} now={list.dataUpdatedAt} />
    </ListFrame>
  );
}

/**
 * An overdue row: tinted, with a bar at its start (its chip and date say it in words). Written
 * left to right: stylis-plugin-rtl flips the shadow in Arabic.
 */
const overdueRow = (theme: Theme) => ({
  // on the row: its hover color still shows
  '& tr[data-overdue="true"]': { bgcolor: alpha(theme.palette.error.main, 0.06) },
  '& tr[data-overdue="true"] > td:first-of-type': {
    boxShadow: `inset 3px 0 0 ${theme.palette.error.main}`,
  },
});

function CreditsTable({ rows, now }: { rows: readonly ConsoleCredit[]; now: number }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const fromSm = { display: { xs: 'none', sm: 'table-cell' } };
  const fromMd = { display: { xs: 'none', md: 'table-cell' } };
  const fromLg = { display: { xs: 'none', lg: 'table-cell' } };
  const number = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Table
      size="small"
      aria-label={t('credits.tableLabel')}
      sx={[{ '& td, & th': { px: { xs: 1.5, sm: 2 } } }, overdueRow]}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('credits.columns.credit')}</TableCell>
          <TableCell sx={fromLg}>{t('credits.columns.company')}</TableCell>
          <TableCell sx={fromMd} align="right">
            {t('credits.columns.amount')}
          </TableCell>
          <TableCell sx={fromLg} align="right">
            {t('credits.columns.paid')}
          </TableCell>
          <TableCell align="right">{t('credits.columns.due')}</TableCell>
          <TableCell sx={fromSm}>{t('credits.columns.expires')}</TableCell>
          <TableCell>{t('credits.columns.status')}</TableCell>
          <TableCell sx={fromMd}>{t('credits.columns.requestedBy')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((credit) => {
          const overdue = isOverdue(credit, now);
          const expires = credit.expires_at ? mediumDate(credit.expires_at, lang) : '—';
          return (
            <LinkRow
              key={credit._id}
              to={creditPath(credit._id)}
              data={{ 'data-credit': credit.unique_id, 'data-overdue': String(overdue) }}
            >
              <TableCell sx={{ maxWidth: { xs: 150, sm: 280 } }}>
                <RowLink to={creditPath(credit._id)}>
                  <Typography
                    variant="body2"
                    component="span"
                    dir="ltr"
                    sx={{ fontWeight: 600, display: 'block', unicodeBidi: 'isolate' }}
                  >
                    {credit.unique_id}
                  </Typography>
                </RowLink>
                <UserText
                  variant="caption"
                  color="text.secondary"
                  noWrap
                  component="div"
                  sx={{ display: { lg: 'none' } }}
                >
                  {credit.corporate.name}
                </UserText>
                {/* the expiration on a phone, where its column is hidden */}
                {credit.expires_at && (
                  <Typography
                    variant="caption"
                    component="div"
                    color={overdue ? 'error' : 'text.secondary'}
                    sx={{ display: { sm: 'none' }, fontWeight: overdue ? 600 : undefined }}
                  >
                    {t('credits.expiresOn', { date: expires })}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ ...fromLg, maxWidth: 240 }}>
                <UserText variant="body2" noWrap component="div">
                  {credit.corporate.name}
                </UserText>
              </TableCell>
              <TableCell align="right" dir="ltr" sx={{ ...fromMd, ...number }}>
                {formatUsd(credit.amount)}
              </TableCell>
              <TableCell align="right" dir="ltr" sx={{ ...fromLg, ...number }}>
                {formatUsd(credit.paid)}
              </TableCell>
              <TableCell
                align="right"
                dir="ltr"
                sx={{ ...number, fontWeight: credit.due > 0 ? 600 : undefined }}
              >
                {formatUsd(credit.due)}
              </TableCell>
              <TableCell sx={{ ...fromSm, whiteSpace: 'nowrap' }}>
                {overdue ? (
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.5,
                      color: 'error.main',
                      fontWeight: 600,
                    }}
                  >
                    <ErrorOutlineRounded fontSize="small" aria-hidden />
                    {expires}
                    <Box component="span" sx={visuallyHidden}>
                      {` (${t('credits.overdue')})`}
                    </Box>
                  </Box>
                ) : (
                  expires
                )}
              </TableCell>
              <TableCell>
                <CreditStatusChip status={credit.status} />
              </TableCell>
              <TableCell sx={fromMd}>{t(`credit.requestedBy.${credit.requested_by}`)}</TableCell>
            </LinkRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Read by a screen reader, not shown (px strings: in sx a bare 1 is 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
