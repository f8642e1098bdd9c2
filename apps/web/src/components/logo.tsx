import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND } from '../lib/brand.ts';

/** The product mark: a route between two stops inside a rounded square. */
export function LogoMark({ size = 34 }: { size?: number }) {
  // A unique gradient id per mark: with a fixed id, a hidden copy on the page blanks the others.
  const gradientId = `logo-gradient-${useId().replace(/:/g, '')}`;
  return (
    <Box
      component="svg"
      viewBox="0 0 40 40"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8E81EA" />
          <stop offset="1" stopColor="#5244C4" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <path
        d="M12 28c0-6 4-7 8-7s8-1 8-7"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="0.1 5.2"
      />
      <circle cx="12" cy="28" r="3.6" fill="#fff" />
      <path
        d="M28 8.5a4.6 4.6 0 0 1 4.6 4.6c0 3.3-4.6 7.4-4.6 7.4s-4.6-4.1-4.6-7.4A4.6 4.6 0 0 1 28 8.5z"
        fill="#fff"
      />
      <circle cx="28" cy="13.1" r="1.7" fill="#6A5AE0" />
    </Box>
  );
}

/** Mark and product name: its first word over the rest in small capitals, so it fits the 260 px drawer. */
export function Logo({ size = 34, hideName = false }: { size?: number; hideName?: boolean }) {
  const [brand, ...rest] = BRAND.product.split(' ');
  const line2 = rest.join(' ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <LogoMark size={size} />
      {!hideName && (
        <Box
          component="span"
          sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1 }}
        >
          <Typography
            component="span"
            noWrap
            sx={{
              fontWeight: 800,
              fontSize: size > 30 ? '1.2rem' : '1.05rem',
              letterSpacing: '-0.02em',
              lineHeight: 1.1,
              color: 'text.primary',
            }}
          >
            {brand}
          </Typography>
          {/* a space between the lines, so the text reads as one name (not rendered in flex);
              the second line is always there, empty for a one-word name, so the HTML the build
              renders with the brand tokens (contracts brand-tokens.ts) has the page's shape */}{' '}
          <Typography
            component="span"
            noWrap
            sx={{
              fontWeight: 600,
              fontSize: '0.625rem',
              letterSpacing: '0.22em',
              textTransform: 'uppercase',
              color: 'primary.main',
              lineHeight: 1.4,
              '&:empty': { display: 'none' },
            }}
          >
            {line2}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
