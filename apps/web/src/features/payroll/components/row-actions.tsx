import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import RemoveCircleOutlined from '@mui/icons-material/RemoveCircleOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { PayrollUser } from '@trayecto/contracts';
import type { CollaboratorAction } from '../api/collaborator-actions.tsx';
import { useCan } from '../../../lib/use-can.ts';

/** Give balance at hand; the rest in a menu. */
export function RowActions({
  user,
  onAction,
  showDetail = true,
}: {
  user: PayrollUser;
  onAction: (action: CollaboratorAction, user: PayrollUser) => void;
  showDetail?: boolean;
}) {
  const { t } = useTranslation('payroll');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // every action but the detail is a write on the payroll (issue 13)
  const canWrite = useCan('write', 'payroll');
  const menuId = `actions-${user._id}`;
  const pick = (action: CollaboratorAction) => {
    setAnchor(null);
    onAction(action, user);
  };
  if (!canWrite) {
    // a role that may only read the payroll: the detail alone
    return showDetail ? (
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={t('actions.view')}>
          <IconButton
            aria-label={`${t('actions.view')}: ${user.name}`}
            onClick={() => void navigate(`/user/${user._id}`)}
          >
            <VisibilityOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
    ) : null;
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={t('actions.give')}>
        <IconButton
          color="primary"
          aria-label={t('actions.giveTo', { name: user.name })}
          onClick={() => onAction('give', user)}
        >
          <AddCardOutlined />
        </IconButton>
      </Tooltip>
      <IconButton
        aria-label={t('actions.moreFor', { name: user.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('take')}>
          <ListItemIcon>
            <RemoveCircleOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('actions.take')}</ListItemText>
        </MenuItem>
        {showDetail && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate(`/user/${user._id}`);
            }}
          >
            <ListItemIcon>
              <VisibilityOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('actions.view')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => pick('edit')}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('actions.edit')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => pick('toggle')}>
          <ListItemIcon>
            {user.is_active ? (
              <PersonOffOutlined fontSize="small" />
            ) : (
              <PersonOutlined fontSize="small" />
            )}
          </ListItemIcon>
          <ListItemText>
            {t(user.is_active ? 'actions.deactivate' : 'actions.activate')}
          </ListItemText>
        </MenuItem>
        <MenuItem onClick={() => pick('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('actions.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </Stack>
  );
}
