import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled card: the page is built of these. */
export function SectionCard({
  title,
  subtitle,
  icon,
  action,
  children,
  id,
}: {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 3 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 3, py: 2.25 }}>
        {icon && <Stack sx={{ color: 'primary.main', flexShrink: 0 }}>{icon}</Stack>}
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={headingId}
            variant="h6"
            component="h2"
            sx={{ fontSize: '1.05rem', fontWeight: 600 }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Stack>
        {action}
      </Stack>
      <Divider />
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>{children}</CardContent>
    </Card>
  );
}
