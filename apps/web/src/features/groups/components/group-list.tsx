import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import type { Group } from '@trayecto/contracts/policies';
import { isOpenPolicy, usePolicySummary } from '../../../components/policy/policy-summary.ts';
import { UserText, WithUserText } from '../../../components/user-text.tsx';

const GRID = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** One group: its name, cost centre, members and policy in one line; edit and remove. */
function GroupCard({
  group,
  canWrite,
  onEdit,
  onDelete,
}: {
  group: Group;
  canWrite: boolean;
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
}) {
  const { t } = useTranslation('groups');
  const summary = usePolicySummary();
  const titleId = `group-${group._id}-name`;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-group={group.name}
      sx={{ p: 2, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <UserText
            id={titleId}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', display: 'block' }}
          >
            {group.name}
          </UserText>
          <Typography variant="body2" color="text.secondary">
            {group.cost_center ? (
              <WithUserText>
                {(isolate) => t('card.costCenter', { code: isolate(group.cost_center ?? '') })}
              </WithUserText>
            ) : (
              t('card.noCostCenter')
            )}
          </Typography>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          icon={<GroupsOutlined />}
          label={t('card.members', { count: group.members })}
          sx={{ flexShrink: 0 }}
        />
      </Stack>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('card.policy')}
        </Typography>
        <Typography
          variant="body2"
          color={isOpenPolicy(group.policy) ? 'text.secondary' : undefined}
          data-testid="group-policy"
        >
          {summary(group.policy).join(' · ')}
        </Typography>
      </Box>
      {canWrite && (
        <Stack direction="row" spacing={1} sx={{ mt: 'auto' }}>
          <Button
            size="small"
            startIcon={<EditOutlined />}
            onClick={() => onEdit(group)}
            aria-haspopup="dialog"
            aria-label={t('actions.editFor', { name: group.name })}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => onDelete(group)}
            aria-haspopup="dialog"
            aria-label={t('actions.deleteFor', { name: group.name })}
          >
            {t('actions.delete')}
          </Button>
        </Stack>
      )}
    </Card>
  );
}

/** The company's groups as cards: one column on a phone, two from a tablet up. */
export function GroupList({
  groups,
  loading,
  canWrite,
  onEdit,
  onDelete,
}: {
  groups: Group[];
  loading: boolean;
  canWrite: boolean;
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
}) {
  const { t } = useTranslation('groups');
  if (loading) {
    return (
      <Box component="ul" aria-hidden sx={GRID}>
        {Array.from({ length: 4 }, (_, i) => (
          <Card component="li" key={i} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <Skeleton width="50%" />
            <Skeleton width="30%" />
            <Skeleton width="90%" sx={{ mt: 1.5 }} />
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label={t('listLabel')} sx={GRID}>
      {groups.map((group) => (
        <GroupCard
          key={group._id}
          group={group}
          canWrite={canWrite}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </Box>
  );
}
