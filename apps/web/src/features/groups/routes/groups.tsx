import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import GroupWorkOutlined from '@mui/icons-material/GroupWorkOutlined';
import { GROUPS_MAX, type Group } from '@trayecto/contracts/policies';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useCan } from '../../../lib/use-can.ts';
import { deleteGroup } from '../api/groups-api.ts';
import { dropGroup, putGroup, refreshGroups, useGroups } from '../api/groups-queries.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { GroupDialog } from '../components/group-dialog.tsx';
import { GroupList } from '../components/group-list.tsx';
import { useToast } from '../../../components/use-toast.tsx';

/**
 * /groups: the company's groups of collaborators, each a department with a cost centre and a
 * travel policy the server applies to every trip, parcel and multistop its members book (issue
 * 13). Reading needs read:payroll; creating, editing and removing write:payroll.
 */
export function Component() {
  const { t } = useTranslation('groups');
  const canWrite = useCan('write', 'payroll');
  const groups = useGroups();
  const { notify, toast } = useToast();

  // the editor: a new group (null) or one to edit; each opening mounts a fresh dialog
  const [editing, setEditing] = useState<Group | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [serial, setSerial] = useState(0);
  const openEditor = (group: Group | null) => {
    setSerial((n) => n + 1);
    setEditing(group);
    setEditorOpen(true);
  };

  const [deleting, setDeleting] = useState<Group | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const askDelete = (group: Group) => {
    setDeleteError(null);
    setDeleting(group);
    setDeleteOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteGroup(deleting._id);
      dropGroup(deleting._id);
      setDeleteOpen(false);
      const name = deleting.name;
      notify(
        'success',
        <WithUserText>{(isolate) => t('done.deleted', { name: isolate(name) })}</WithUserText>,
      );
      void refreshGroups({ payroll: deleting.members > 0 });
    } catch (e) {
      setDeleteError(apiErrorText(t, e));
    } finally {
      setDeleteBusy(false);
    }
  };

  const list = groups.data ?? [];
  const full = list.length >= GROUPS_MAX;
  const newButton = (
    <Button
      variant="contained"
      startIcon={<AddOutlined />}
      onClick={() => openEditor(null)}
      disabled={!groups.data || full}
      aria-haspopup="dialog"
    >
      {t('actions.new')}
    </Button>
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        rowFrom="md"
        action={canWrite ? newButton : undefined}
      />

      {full && canWrite && <Alert severity="info">{t('full', { count: GROUPS_MAX })}</Alert>}
      {groups.isFetching && !groups.isPending && <LinearProgress aria-label={t('updating')} />}

      {groups.isError && !groups.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void groups.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        >
          {apiErrorText(t, groups.error)}
        </Alert>
      ) : groups.data && list.length === 0 ? (
        <Card variant="outlined" sx={{ borderRadius: 3 }}>
          <CenteredMessage
            icon={<GroupWorkOutlined />}
            title={t('empty.title')}
            text={t(canWrite ? 'empty.text' : 'empty.textReadOnly')}
            action={canWrite ? newButton : undefined}
          />
        </Card>
      ) : (
        <>
          {groups.data && (
            <Typography variant="body2" color="text.secondary" data-testid="groups-count">
              {t('count', { count: list.length })}
            </Typography>
          )}
          <GroupList
            groups={list}
            loading={groups.isPending}
            canWrite={canWrite}
            onEdit={openEditor}
            onDelete={askDelete}
          />
        </>
      )}

      {canWrite && (
        <GroupDialog
          key={`group-${serial}`}
          open={editorOpen}
          group={editing}
          onClose={() => setEditorOpen(false)}
          onSaved={(group, created) => {
            setEditorOpen(false);
            putGroup(group);
            notify(
              'success',
              <WithUserText>
                {(isolate) =>
                  created
                    ? t('done.created', { name: isolate(group.name) })
                    : t('done.saved', { name: isolate(group.name) })
                }
              </WithUserText>,
            );
            void refreshGroups();
          }}
        />
      )}
      {canWrite && (
        <ConfirmDialog
          open={deleteOpen}
          title={
            <WithUserText>
              {(isolate) => t('confirm.deleteTitle', { name: isolate(deleting?.name ?? '') })}
            </WithUserText>
          }
          confirmLabel={t('actions.delete')}
          cancelLabel={t('actions.cancel')}
          destructive
          busy={deleteBusy}
          error={deleteError}
          onClose={() => setDeleteOpen(false)}
          onConfirm={() => void confirmDelete()}
        >
          <Typography>
            {deleting && deleting.members > 0
              ? t('confirm.deleteMembers', { count: deleting.members })
              : t('confirm.deleteEmpty')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('confirm.deleteNote')}
          </Typography>
        </ConfirmDialog>
      )}
      {toast}
    </Stack>
  );
}
