import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { accentText } from '../../../lib/theme/accent.ts';

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      <Typography variant="overline" component="p" sx={{ color: accentText }}>
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        variant="h2"
        component="h2"
        sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5 }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
