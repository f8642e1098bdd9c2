import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { groupNamesOf, useGroups } from '../../groups/api/groups-queries.ts';
import { useCollaboratorActions } from '../api/collaborator-actions.tsx';
import { exportUsersCsv, type UsersFilters } from '../api/payroll-api.ts';
import { refreshAfterWrite, useUsersList } from '../api/payroll-queries.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { ImportDialog } from '../components/import-dialog.tsx';
import { UserFormDialog } from '../components/user-form-dialog.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { UsersToolbar, type ActiveFilter } from '../components/users-toolbar.tsx';
import { useCsvExport } from '../hooks/use-csv-export.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useCan } from '../../../lib/use-can.ts';

/** /corporate_users: the payroll of collaborators. */
export function Component() {
  const { t } = useTranslation('payroll');
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<ActiveFilter>('all');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  // each opening mounts a fresh dialog
  const [serial, setSerial] = useState(0);
  const openAdd = () => {
    setSerial((n) => n + 1);
    setAdding(true);
  };
  const openImport = () => {
    setSerial((n) => n + 1);
    setImporting(true);
  };
  const q = useDebounced(search.trim(), 350);
  const filters = useMemo<UsersFilters>(
    () => ({ q: q || undefined, is_active: active === 'all' ? undefined : active }),
    [q, active],
  );
  const list = useUsersList(filters);
  const actions = useCollaboratorActions();
  const { exporting, run } = useCsvExport(actions.notify);
  const users = useMemo(() => list.data?.pages.flatMap((p) => p.users) ?? [], [list.data]);
  // each collaborator's group by name (issue 13)
  const groups = useGroups();
  const groupNames = useMemo(() => groupNamesOf(groups.data), [groups.data]);
  const filtered = Boolean(filters.q || filters.is_active);
  // adding, importing and every row's balance, edit and delete are writes on the payroll (issue 13)
  const canWrite = useCan('write', 'payroll');
  const initialLoading = list.isPending;

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        rowFrom="md"
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {canWrite && (
              <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={openImport}>
                {t('actions.import')}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={
                exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
              }
              disabled={exporting}
              onClick={() => void run(() => exportUsersCsv(filters), 'colaboradores')}
            >
              {t('actions.export')}
            </Button>
            {canWrite && (
              <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={openAdd}>
                {t('actions.add')}
              </Button>
            )}
          </Stack>
        }
      />

      <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Stack spacing={2} sx={{ p: { xs: 2, sm: 2.5 } }}>
          <UsersToolbar search={search} onSearch={setSearch} active={active} onActive={setActive} />
        </Stack>
        {list.isFetching && !initialLoading && !list.isFetchingNextPage && (
          <LinearProgress aria-label={t('list.updating')} />
        )}
        {list.isError && users.length === 0 ? (
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
        ) : !initialLoading && users.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={<SearchOffOutlined />}
              title={t('list.noResults')}
              text={t('list.noResultsText')}
            />
          ) : (
            <EmptyState
              icon={<GroupsOutlined />}
              title={t('list.empty')}
              text={t('list.emptyText')}
              action={
                canWrite && (
                  <Stack direction="row" spacing={1}>
                    <Button variant="contained" onClick={openAdd}>
                      {t('actions.add')}
                    </Button>
                    <Button onClick={openImport}>{t('actions.import')}</Button>
                  </Stack>
                )
              }
            />
          )
        ) : (
          <Stack sx={{ px: { xs: 2, md: 0 }, pb: { xs: 2, md: 0 } }}>
            <UsersTable
              users={users}
              loading={initialLoading}
              groupNames={groupNames}
              onAction={actions.open}
            />
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

      <UserFormDialog
        key={`add-${serial}`}
        open={adding}
        user={null}
        onClose={() => setAdding(false)}
        onSaved={(user) => {
          setAdding(false);
          actions.notify(
            'success',
            <WithUserText>
              {(isolate) => t('form.added', { name: isolate(user.name) })}
            </WithUserText>,
          );
          void refreshAfterWrite({ money: false });
        }}
      />
      <ImportDialog
        key={`import-${serial}`}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          setImporting(false);
          actions.notify('success', t('import.done', { count }));
          void refreshAfterWrite({ money: false });
        }}
      />
      {actions.element}
    </Stack>
  );
}
