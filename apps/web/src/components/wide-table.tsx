import { useEffect, useRef, useState } from 'react';
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
  const { t } = useTranslation();
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
  return (
    <Box data-scroll-frame="">
      <TableContainer
        ref={ref}
        {...props}
        sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </TableContainer>
      {wider && (
        <Typography
          data-scroll-hint=""
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 2, py: 1 }}
        >
          <SwipeOutlined fontSize="small" aria-hidden />
          {t('table.scrollHint')}
        </Typography>
      )}
    </Box>
  );
}
