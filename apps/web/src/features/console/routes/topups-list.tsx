import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { CONSOLE_SEARCH_MAX } from '@trayecto/contracts/console';
import { formatUsd } from '@trayecto/contracts/format';
import { TOPUP_METHODS, TOPUP_STATUSES, type ConsoleTopup } from '@trayecto/contracts/topups';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useTopupList } from '../api/topups-queries.ts';
import { CountTabs } from '../components/count-tabs.tsx';
import { ListFrame } from '../components/list-frame.tsx';
import { LinkRow, RowLink } from '../components/row-link.tsx';
import { SearchField } from '../components/search-field.tsx';
import { TopupStatusChip } from '../components/topup-status-chip.tsx';
import { useStatusSearch } from '../hooks/use-status-search.ts';
import { calendarDay, shortDateTime } from '../lib/dates.ts';
import { topupPath } from '../lib/paths.ts';
import {
  TOPUP_FIRST_TAB,
  TOPUP_TABS,
  amountIn,
  methodFrom,
  topupMethodLabel,
  topupStatusLabel,
} from '../lib/topups.ts';

/**
 * /admin/topups: the companies' top-ups (pago móvil and Zelle) by status, opening on the ones
 * waiting for finance; filtered by method, searched by company, reference or id; keyset
 * "load more". A row opens the top-up, where finance approves or rejects it.
 */
export function Component() {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const { tab, search, setTab, setSearch, filters } = useStatusSearch(
    TOPUP_STATUSES,
    TOPUP_FIRST_TAB,
  );
  const [params, setParams] = useSearchParams();
  const method = methodFrom(params.get('method'));
  const setMethod = (next: string) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        const value = methodFrom(next);
        if (value) p.set('method', value);
        else p.delete('method');
        return p;
      },
      { replace: true },
    );
  const listFilters = useMemo(
    () => ({ status: filters.status, method, q: filters.search }),
    [filters, method],
  );
  const list = useTopupList(listFilters);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.topups) ?? [], [list.data]);

  return (
    <ListFrame
      title={t('topups.title')}
      subtitle={t('topups.subtitle')}
      query={list}
      count={rows.length}
      tabs={
        <CountTabs
          label={t('topups.tabsLabel')}
          value={tab}
          onChange={setTab}
          tabs={TOPUP_TABS.map((value) => ({
            value,
            label: value === 'all' ? t('list.all') : topupStatusLabel(value, lang),
            // the top-ups' pages carry no counts
            count: undefined,
          }))}
        />
      }
      filters={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <SearchField
            value={search}
            onChange={setSearch}
            label={t('topups.search')}
            maxLength={CONSOLE_SEARCH_MAX}
          />
          <TextField
            select
            size="small"
            name="method"
            label={t('topups.method')}
            value={method ?? ''}
            onChange={(e) => setMethod(e.target.value)}
            sx={{ minWidth: 190 }}
          >
            <MenuItem value="">{t('topups.anyMethod')}</MenuItem>
            {TOPUP_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {topupMethodLabel(m, lang)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      }
      filtered={Boolean(search) || Boolean(method)}
      onClear={() => {
        setParams(
          (current) => {
            const p = new URLSearchParams(current);
            p.delete('q');
            p.delete('method');
            return p;
          },
          { replace: true },
        );
      }}
      emptyIcon={<PaymentsOutlined />}
      emptyTitle={t('topups.emptyTitle')}
      emptyText={t('topups.emptyText')}
    >
      <TopupsTable rows={rows} />
    </ListFrame>
  );
}

function TopupsTable({ rows }: { rows: readonly ConsoleTopup[] }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const fromSm = { display: { xs: 'none', sm: 'table-cell' } };
  const fromMd = { display: { xs: 'none', md: 'table-cell' } };
  const fromLg = { display: { xs: 'none', lg: 'table-cell' } };
  const number = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Table
      size="small"
      aria-label={t('topups.tableLabel')}
      sx={{ '& td, & th': { px: { xs: 1.5, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('topups.columns.topup')}</TableCell>
          <TableCell sx={fromMd}>{t('topups.columns.method')}</TableCell>
          <TableCell align="right">{t('topups.columns.amount')}</TableCell>
          <TableCell sx={fromSm} align="right">
            {t('topups.columns.usd')}
          </TableCell>
          <TableCell sx={fromLg}>{t('topups.columns.paymentDate')}</TableCell>
          <TableCell sx={fromMd}>{t('topups.columns.reference')}</TableCell>
          <TableCell>{t('topups.columns.status')}</TableCell>
          <TableCell sx={fromLg}>{t('topups.columns.created')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((topup) => (
          <LinkRow
            key={topup._id}
            to={topupPath(topup._id)}
            data={{ 'data-topup': topup.unique_id }}
          >
            <TableCell sx={{ maxWidth: { xs: 150, sm: 280 } }}>
              <RowLink to={topupPath(topup._id)}>
                <Typography
                  variant="body2"
                  component="span"
                  dir="ltr"
                  sx={{ fontWeight: 600, display: 'block', unicodeBidi: 'isolate' }}
                >
                  {topup.unique_id}
                </Typography>
              </RowLink>
              <UserText variant="caption" color="text.secondary" noWrap component="div">
                {topup.corporate.name}
              </UserText>
              <Typography
                variant="caption"
                color="text.secondary"
                component="div"
                sx={{ display: { md: 'none' } }}
              >
                {topupMethodLabel(topup.method, lang)}
              </Typography>
            </TableCell>
            <TableCell sx={fromMd}>{topupMethodLabel(topup.method, lang)}</TableCell>
            <TableCell align="right" dir="ltr" sx={number}>
              {amountIn(topup.currency, topup.amount)}
            </TableCell>
            <TableCell align="right" dir="ltr" sx={{ ...fromSm, ...number }}>
              {formatUsd(topup.amount_usd)}
            </TableCell>
            <TableCell sx={{ ...fromLg, whiteSpace: 'nowrap' }}>
              {calendarDay(topup.payment_date, lang)}
            </TableCell>
            <TableCell sx={fromMd}>
              <Typography
                variant="body2"
                dir="ltr"
                sx={{ unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' }}
              >
                {topup.reference}
              </Typography>
            </TableCell>
            <TableCell>
              <TopupStatusChip status={topup.status} />
            </TableCell>
            <TableCell sx={{ ...fromLg, whiteSpace: 'nowrap' }}>
              {shortDateTime(topup.created_at, lang)}
            </TableCell>
          </LinkRow>
        ))}
      </TableBody>
    </Table>
  );
}
