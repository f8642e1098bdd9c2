import { Outlet } from 'react-router';
import Box from '@mui/material/Box';

/** Pages without the panel chrome: public pages, login, refusals, errors. */
export function BlankLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default', color: 'text.primary' }}>
      <Outlet />
    </Box>
  );
}
