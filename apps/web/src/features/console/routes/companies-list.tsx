import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import {
  CONSOLE_SEARCH_MAX,
  CORPORATE_STATUSES,
  type ConsoleCompanyRow,
  type CorporateStatusCode,
} from '@trayecto/contracts/console';
import { formatUsd } from '@trayecto/contracts/format';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { exportCompaniesCsv } from '../api/console-api.ts';
import { useCompanyList } from '../api/console-queries.ts';
import { useStatusSearch } from '../hooks/use-status-search.ts';
import { CountTabs } from '../components/count-tabs.tsx';
import { ListFrame } from '../components/list-frame.tsx';
import { LinkRow, RowLink } from '../components/row-link.tsx';
import { SearchField } from '../components/search-field.tsx';
import { CompanyStatusChip } from '../components/status-chip.tsx';
import { mediumDate } from '../lib/dates.ts';
import { tabCounts } from '../lib/list-params.ts';
import { companyPath } from '../lib/paths.ts';

type Tab = CorporateStatusCode | 'all';
const TABS: readonly Tab[] = [...CORPORATE_STATUSES, 'all'];

/**
 * /admin/companies: the provider's companies by status (pending first: they wait for approval),
 * searched by name, e-mail, tax id or id; keyset "load more" and the CSV of the filtered list.
 */
export function Component() {
  const { t } = useTranslation('console');
  const { tab, search, setTab, setSearch, filters } = useStatusSearch(
    CORPORATE_STATUSES,
    'pending',
  );
  const list = useCompanyList(filters);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.companies) ?? [], [list.data]);
  const counts = tabCounts(list.data?.pages[0]?.counts, CORPORATE_STATUSES);

  return (
    <ListFrame
      title={t('companies.title')}
      subtitle={t('companies.subtitle')}
      query={list}
      count={rows.length}
      tabs={
        <CountTabs
          label={t('companies.tabsLabel')}
          value={tab}
          onChange={setTab}
          tabs={TABS.map((value) => ({
            value,
            label: value === 'all' ? t('list.all') : t(`companyStatus.${value}`),
            count: counts[value],
          }))}
        />
      }
      filters={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <SearchField
            value={search}
            onChange={setSearch}
            label={t('companies.search')}
            maxLength={CONSOLE_SEARCH_MAX}
          />
        </Stack>
      }
      filtered={Boolean(search)}
      onClear={() => setSearch('')}
      emptyIcon={<ApartmentOutlined />}
      emptyTitle={t('companies.emptyTitle')}
      emptyText={t('companies.emptyText')}
      exportCsv={{ fetch: () => exportCompaniesCsv(filters), fileName: 'empresas' }}
    >
      <CompaniesTable rows={rows} />
    </ListFrame>
  );
}

function CompaniesTable({ rows }: { rows: readonly ConsoleCompanyRow[] }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const fromSm = { display: { xs: 'none', sm: 'table-cell' } };
  const fromMd = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <Table
      size="small"
      aria-label={t('companies.tableLabel')}
      sx={{ '& td, & th': { px: { xs: 1.5, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('companies.columns.company')}</TableCell>
          <TableCell sx={fromMd}>{t('companies.columns.taxId')}</TableCell>
          <TableCell sx={fromMd}>{t('companies.columns.city')}</TableCell>
          <TableCell>{t('companies.columns.status')}</TableCell>
          <TableCell sx={fromSm} align="right">
            {t('companies.columns.wallet')}
          </TableCell>
          <TableCell sx={fromMd}>{t('companies.columns.created')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => (
          <LinkRow key={c._id} to={companyPath(c._id)} data={{ 'data-company': c.unique_id }}>
            <TableCell sx={{ maxWidth: { xs: 180, sm: 320 } }}>
              <RowLink to={companyPath(c._id)}>
                <UserText
                  variant="body2"
                  noWrap
                  component="span"
                  sx={{ fontWeight: 600, display: 'block' }}
                >
                  {c.name}
                </UserText>
              </RowLink>
              <UserText variant="caption" color="text.secondary" noWrap component="div">
                {c.email}
              </UserText>
              <Typography variant="caption" color="text.secondary" component="div">
                <bdi dir="ltr">{c.unique_id}</bdi>
                {c.is_corporate_master && <> · {t('companies.master')}</>}
              </Typography>
            </TableCell>
            <TableCell sx={fromMd}>
              <Typography
                variant="body2"
                dir="ltr"
                sx={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}
              >
                {c.tax_id ?? '—'}
              </Typography>
            </TableCell>
            <TableCell sx={fromMd}>
              <UserText variant="body2">{c.city}</UserText>
            </TableCell>
            <TableCell>
              <CompanyStatusChip status={c.status} />
            </TableCell>
            <TableCell
              sx={{ ...fromSm, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              align="right"
              dir="ltr"
            >
              {formatUsd(c.wallet)}
            </TableCell>
            <TableCell sx={{ ...fromMd, whiteSpace: 'nowrap' }}>
              {mediumDate(c.created_at, lang)}
            </TableCell>
          </LinkRow>
        ))}
      </TableBody>
    </Table>
  );
}
