import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import SwipeOutlined from '@mui/icons-material/SwipeOutlined';

/**
 * A table's container for a list that may be wider than the screen (a phone): the table scrolls
 * sideways inside it and, while it is wider than its frame, a line under it says there is more
 * to see (`data-scroll-hint`), so no column (an amount, an action) is out of view unannounced.
 * phone-width.spec.ts checks that every part of a page that scrolls sideways says so.
 */
export function WideTableContainer({ children, sx, ...props }: TableContainerProps) {
  const [ref, wider] = useWider();
  return (
    <Box data-scroll-frame="">
      <TableContainer
        ref={ref}
        {...props}
        sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </TableContainer>
      {wider && <ScrollHint />}
    </Box>
  );
}

/** Any wide content (a list frame's table) that scrolls sideways, with the same hint. */
export function SidewaysScroll({ children }: { children: ReactNode }) {
  const [ref, wider] = useWider();
  return (
    <Box data-scroll-frame="">
      <Box ref={ref} sx={{ overflowX: 'auto' }}>
        {children}
      </Box>
      {wider && <ScrollHint />}
    </Box>
  );
}

/** Whether the element is wider inside than its box (it scrolls sideways). */
function useWider() {
  const ref = useRef<HTMLDivElement | null>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWider(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, wider] as const;
}

function ScrollHint() {
  const { t } = useTranslation();
  return (
    <Typography
      data-scroll-hint=""
      variant="caption"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 2, py: 1 }}
    >
      <SwipeOutlined fontSize="small" aria-hidden />
      {t('table.scrollHint')}
    </Typography>
  );
}
