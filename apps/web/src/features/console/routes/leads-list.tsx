import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import { CONSOLE_SEARCH_MAX } from '@trayecto/contracts/console';
import { LEAD_STATUSES, type Lead, type LeadStatusCode } from '@trayecto/contracts/leads';
import { UserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { exportLeadsCsv } from '../api/console-api.ts';
import { useLeadList } from '../api/console-queries.ts';
import { useStatusSearch } from '../hooks/use-status-search.ts';
import { CountTabs } from '../components/count-tabs.tsx';
import { ListFrame } from '../components/list-frame.tsx';
import { LinkRow, RowLink } from '../components/row-link.tsx';
import { SearchField } from '../components/search-field.tsx';
import { LeadStatusChip } from '../components/status-chip.tsx';
import { shortDateTime } from '../lib/dates.ts';
import { tabCounts } from '../lib/list-params.ts';
import { leadPath } from '../lib/paths.ts';

type Tab = LeadStatusCode | 'all';
const TABS: readonly Tab[] = [...LEAD_STATUSES, 'all'];

/**
 * /admin/leads: the prospects of the contact form by status (new first), searched by name,
 * company, e-mail or tax id; keyset "load more" and the CSV of the filtered list.
 */
export function Component() {
  const { t } = useTranslation('console');
  const { tab, search, setTab, setSearch, filters } = useStatusSearch(LEAD_STATUSES, 'new');
  const list = useLeadList(filters);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.leads) ?? [], [list.data]);
  const counts = tabCounts(list.data?.pages[0]?.counts, LEAD_STATUSES);

  return (
    <ListFrame
      title={t('leads.title')}
      subtitle={t('leads.subtitle')}
      query={list}
      count={rows.length}
      tabs={
        <CountTabs
          label={t('leads.tabsLabel')}
          value={tab}
          onChange={setTab}
          tabs={TABS.map((value) => ({
            value,
            label: value === 'all' ? t('leads.all') : t(`leadStatus.${value}`),
            count: counts[value],
          }))}
        />
      }
      filters={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <SearchField
            value={search}
            onChange={setSearch}
            label={t('leads.search')}
            maxLength={CONSOLE_SEARCH_MAX}
          />
        </Stack>
      }
      filtered={Boolean(search)}
      onClear={() => setSearch('')}
      emptyIcon={<ContactMailOutlined />}
      emptyTitle={t('leads.emptyTitle')}
      emptyText={t('leads.emptyText')}
      exportCsv={{ fetch: () => exportLeadsCsv(filters), fileName: 'prospectos' }}
    >
      <LeadsTable rows={rows} />
    </ListFrame>
  );
}

function LeadsTable({ rows }: { rows: readonly Lead[] }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const fromSm = { display: { xs: 'none', sm: 'table-cell' } };
  const fromMd = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <Table
      size="small"
      aria-label={t('leads.tableLabel')}
      sx={{ '& td, & th': { px: { xs: 1.5, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('leads.columns.lead')}</TableCell>
          <TableCell sx={fromMd}>{t('leads.columns.contact')}</TableCell>
          <TableCell sx={fromMd}>{t('leads.columns.city')}</TableCell>
          <TableCell>{t('leads.columns.status')}</TableCell>
          <TableCell sx={fromSm}>{t('leads.columns.created')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((lead) => (
          <LinkRow key={lead._id} to={leadPath(lead._id)} data={{ 'data-lead': lead._id }}>
            <TableCell sx={{ maxWidth: { xs: 190, sm: 320 } }}>
              <RowLink to={leadPath(lead._id)}>
                <UserText
                  variant="body2"
                  noWrap
                  component="span"
                  sx={{ fontWeight: 600, display: 'block' }}
                >
                  {lead.company}
                </UserText>
              </RowLink>
              <UserText variant="caption" color="text.secondary" noWrap component="div">
                {lead.name}
              </UserText>
            </TableCell>
            <TableCell sx={{ ...fromMd, maxWidth: 260 }}>
              <UserText variant="body2" noWrap component="div">
                {lead.email}
              </UserText>
              <Typography variant="caption" color="text.secondary" dir="ltr" component="div">
                {lead.phone}
              </Typography>
            </TableCell>
            <TableCell sx={fromMd}>
              <UserText variant="body2">{lead.city}</UserText>
            </TableCell>
            <TableCell>
              <LeadStatusChip status={lead.status} />
            </TableCell>
            <TableCell sx={{ ...fromSm, whiteSpace: 'nowrap' }}>
              {shortDateTime(lead.created_at, lang)}
            </TableCell>
          </LinkRow>
        ))}
      </TableBody>
    </Table>
  );
}
