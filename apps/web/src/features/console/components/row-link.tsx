import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import TableRow from '@mui/material/TableRow';

/**
 * A row of a list that opens its detail: a click anywhere on it, and its main cell's link for the
 * keyboard, a screen reader and "open in a new tab".
 */
export function LinkRow({
  to,
  data,
  children,
}: {
  to: string;
  /** the row's data-* attribute(s) */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <TableRow
      hover
      {...data}
      onClick={(e) => {
        // a selection or a click on the link itself is not a row click
        if (window.getSelection()?.toString() || (e.target as HTMLElement).closest('a')) return;
        void navigate(to);
      }}
      sx={{ cursor: 'pointer' }}
    >
      {children}
    </TableRow>
  );
}

/** The link of a row's main cell. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      color="inherit"
      underline="hover"
      sx={{ display: 'block', minWidth: 0, fontWeight: 600 }}
    >
      {children}
    </Link>
  );
}
