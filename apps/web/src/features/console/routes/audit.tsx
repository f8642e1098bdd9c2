import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { AUDIT_ACTOR_TYPES, type AuditEntry } from '@trayecto/contracts/console';
import { AUDIT_ACTION_LABELS } from '@trayecto/contracts/labels';
import { DateRangeFields, FilterBar } from '../../../components/filter-bar.tsx';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { exportAuditCsv } from '../api/console-api.ts';
import { useAdmins, useAuditList } from '../api/console-queries.ts';
import { CompanyPicker } from '../components/company-picker.tsx';
import { ListFrame } from '../components/list-frame.tsx';
import {
  EMPTY_AUDIT_FILTERS,
  auditFiltersFromUrl,
  auditFiltersToUrl,
  auditQueryOf,
  isFiltered,
  type AuditUrlFilters,
} from '../lib/audit-filters.ts';
import { CONSOLE_TIMEZONE, shortDateTime } from '../lib/dates.ts';
import { companyPath } from '../lib/paths.ts';

/** Every action the log records (contracts labels.ts has each one's words). */
const ACTION_CODES = Object.keys(AUDIT_ACTION_LABELS);

/**
 * /admin/audit: the audit log of every company and of the console, filtered by company, who did
 * it (a company, an admin, the system), an admin, the action, assist mode only and the days;
 * keyset "load more" and the CSV of the filtered log.
 */
export function Component() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFromUrl(params), [params]);
  const setFilters = useCallback(
    (next: AuditUrlFilters) => setParams(auditFiltersToUrl(next), { replace: true }),
    [setParams],
  );
  const query = useMemo(() => auditQueryOf(filters), [filters]);
  const list = useAuditList(query);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.entries) ?? [], [list.data]);
  const filtered = isFiltered(filters);

  return (
    <ListFrame
      title={t('audit.title')}
      subtitle={t('audit.subtitle')}
      query={list}
      count={rows.length}
      filters={<AuditFilterBar value={filters} onChange={setFilters} />}
      filtered={filtered}
      onClear={() => setFilters(EMPTY_AUDIT_FILTERS)}
      emptyIcon={<FactCheckOutlined />}
      emptyTitle={t('audit.emptyTitle')}
      emptyText={t('audit.emptyText')}
      exportCsv={{ fetch: () => exportAuditCsv(query), fileName: 'auditoria' }}
    >
      <AuditTable rows={rows} />
    </ListFrame>
  );
}

function AuditFilterBar({
  value,
  onChange,
}: {
  value: AuditUrlFilters;
  onChange: (next: AuditUrlFilters) => void;
}) {
  const { t, i18n } = useTranslation('console');
  const admins = useAdmins();
  const set = (patch: Partial<AuditUrlFilters>) => onChange({ ...value, ...patch });
  const actionLabel = (code: string) => {
    const key = `console:auditActions.${code}`;
    return i18n.exists(key) ? t(key) : code;
  };
  return (
    <FilterBar timeZone={CONSOLE_TIMEZONE}>
      <Box sx={{ minWidth: 240, flex: { sm: 1 } }}>
        <CompanyPicker
          value={
            value.company
              ? { _id: value.company, name: value.companyName || value.company, unique_id: '' }
              : null
          }
          onChange={(company) =>
            set({ company: company?._id ?? '', companyName: company?.name ?? '' })
          }
          field={{ name: 'company', label: t('audit.filters.company') }}
        />
      </Box>
      <TextField
        select
        size="small"
        name="actor"
        label={t('audit.filters.actor')}
        value={value.admin ? 'admin' : value.actor}
        onChange={(e) => set({ actor: e.target.value as AuditUrlFilters['actor'], admin: '' })}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">{t('audit.filters.anyActor')}</MenuItem>
        {AUDIT_ACTOR_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`audit.actorTypes.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        name="admin"
        label={t('audit.filters.admin')}
        value={admins.data?.some((a) => a._id === value.admin) ? value.admin : ''}
        onChange={(e) =>
          set({ admin: e.target.value, actor: e.target.value ? 'admin' : value.actor })
        }
        disabled={!admins.data}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="">{t('audit.filters.anyAdmin')}</MenuItem>
        {(admins.data ?? []).map((admin) => (
          <MenuItem key={admin._id} value={admin._id}>
            <UserText>{admin.name}</UserText>
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete<string>
        options={ACTION_CODES}
        value={value.action || null}
        onChange={(_, code) => set({ action: code ?? '' })}
        getOptionLabel={(code) => actionLabel(code)}
        noOptionsText={t('audit.filters.noAction')}
        sx={{ minWidth: 220, flex: { sm: 1 } }}
        renderInput={(params) => (
          <TextField {...params} size="small" name="action" label={t('audit.filters.action')} />
        )}
      />
      <DateRangeFields
        from={value.from}
        to={value.to}
        onFrom={(d) => set({ from: d })}
        onTo={(d) => set({ to: d })}
        fromLabel={t('audit.filters.from')}
        toLabel={t('audit.filters.to')}
        minWidth={160}
        names={{ from: 'from', to: 'to' }}
      />
      <FormControlLabel
        control={
          <Switch
            name="assist"
            checked={value.assist}
            onChange={(_, checked) => set({ assist: checked })}
          />
        }
        label={t('audit.filters.assistOnly')}
      />
      {isFiltered(value) && (
        <Button onClick={() => onChange(EMPTY_AUDIT_FILTERS)}>{t('list.clear')}</Button>
      )}
    </FilterBar>
  );
}

function AuditTable({ rows }: { rows: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation('console');
  const lang = currentLanguage();
  const fromSm = { display: { xs: 'none', sm: 'table-cell' } };
  const fromMd = { display: { xs: 'none', md: 'table-cell' } };
  const label = (group: 'auditActions' | 'auditEntities', code: string) => {
    const key = `console:${group}.${code}`;
    return i18n.exists(key) ? t(key) : null;
  };
  return (
    <Table
      size="small"
      aria-label={t('audit.tableLabel')}
      sx={{ '& td, & th': { px: { xs: 1.5, sm: 2 }, verticalAlign: 'top' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('audit.columns.when')}</TableCell>
          <TableCell>{t('audit.columns.action')}</TableCell>
          <TableCell sx={fromSm}>{t('audit.columns.actor')}</TableCell>
          <TableCell sx={fromMd}>{t('audit.columns.company')}</TableCell>
          <TableCell sx={fromMd}>{t('audit.columns.ip')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((entry) => {
          const action = label('auditActions', entry.action);
          const entity = label('auditEntities', entry.entity);
          return (
            <TableRow key={entry._id} data-audit={entry._id} data-action={entry.action}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{shortDateTime(entry.created_at, lang)}</Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {action ?? (
                    <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                      {entry.action}
                    </Box>
                  )}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {entity ?? <bdi dir="ltr">{entry.entity}</bdi>}
                  {/* what people call it (a trip's VJ-…, a top-up's REC-…, a name), never its id */}
                  {entry.entity_ref && (
                    <>
                      {' · '}
                      <bdi data-ref>{entry.entity_ref}</bdi>
                    </>
                  )}
                </Typography>
                {/* on a phone the actor goes under the action */}
                <Box sx={{ display: { sm: 'none' }, mt: 0.5 }}>
                  <Actor entry={entry} />
                </Box>
                {entry.assist_admin && (
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    sx={{ mt: 0.5, maxWidth: '100%' }}
                    label={
                      <WithUserText>
                        {(isolate) =>
                          t('audit.assistBy', { admin: isolate(entry.assist_admin!.name) })
                        }
                      </WithUserText>
                    }
                  />
                )}
              </TableCell>
              <TableCell sx={{ ...fromSm, maxWidth: 240 }}>
                <Actor entry={entry} />
              </TableCell>
              <TableCell sx={{ ...fromMd, maxWidth: 220 }}>
                {entry.company ? (
                  <>
                    <Link
                      component={RouterLink}
                      to={companyPath(entry.company._id)}
                      underline="hover"
                      variant="body2"
                      sx={{ display: 'block' }}
                    >
                      <UserText noWrap component="span" sx={{ display: 'block' }}>
                        {entry.company.name}
                      </UserText>
                    </Link>
                    <Typography variant="caption" color="text.secondary" dir="ltr" component="div">
                      {entry.company.unique_id}
                    </Typography>
                  </>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell sx={{ ...fromMd, whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">{entry.ip ?? '—'}</bdi>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('console');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {t(`audit.actorTypes.${entry.actor_type}`)}
      </Typography>
      {entry.actor_name && (
        <UserText variant="body2" noWrap component="div">
          {entry.actor_name}
        </UserText>
      )}
      {entry.actor_email && (
        <UserText variant="caption" color="text.secondary" noWrap component="div">
          {entry.actor_email}
        </UserText>
      )}
    </Box>
  );
}
