import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { formatUsd } from '@trayecto/contracts/format';
import { accentText } from '../../../lib/theme/accent.ts';

/**
 * "$500.00" from cents. cents / 100 is money.ts' fromCents, whose module brings zod (its
 * schemas): not for a public page. In a sentence an amount goes through WithUserText's isolate
 * (its own <bdi>), so Arabic keeps "$1.50", not "1.50$".
 */
export const dollars = (cents: number) => formatUsd(cents / 100);

type Tone = 'primary' | 'info' | 'success' | 'warning' | 'error';

/** A tinted square holding an icon, in a palette colour that keeps its contrast in both modes. */
export function IconTile({
  children,
  tone = 'primary',
  size = 44,
}: {
  children: ReactNode;
  tone?: Tone;
  size?: number;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: 2.5,
        display: 'grid',
        placeItems: 'center',
        color: (th: Theme) =>
          tone === 'primary'
            ? accentText(th)
            : th.palette.mode === 'dark'
              ? th.palette[tone].light
              : th.palette[tone].dark,
        bgcolor: (th: Theme) =>
          alpha(th.palette[tone].main, th.palette.mode === 'dark' ? 0.2 : 0.12),
      }}
    >
      {children}
    </Box>
  );
}

/** A section of the guide: an icon, its h2 (which names the section) and an introduction. */
export function GuideSection({
  id,
  icon,
  tone,
  title,
  text,
  children,
}: {
  id: string;
  icon: ReactNode;
  tone?: Tone;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ scrollMarginTop: 80 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: text ? 1 : 2.5 }}>
        <IconTile tone={tone}>{icon}</IconTile>
        <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      {text && (
        <Typography color="text.secondary" sx={{ mb: 2.5, maxWidth: 760 }}>
          {text}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** An outlined card of the guide; `labelledBy` names it after its heading. */
export function GuideCard({
  children,
  labelledBy,
  component = 'div',
}: {
  children: ReactNode;
  labelledBy?: string;
  component?: 'div' | 'article';
}) {
  return (
    <Card
      variant="outlined"
      component={component}
      aria-labelledby={labelledBy}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, height: '100%', minWidth: 0 }}
    >
      {children}
    </Card>
  );
}

/** Label / value rows (a <dl>): the label muted, the value in weight. */
export function Facts({
  rows,
  dense,
}: {
  rows: { label: string; value: ReactNode }[];
  dense?: boolean;
}) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: dense ? 0.75 : 1.25 }}>
      {rows.map((row) => (
        <Box
          key={row.label}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            columnGap: 2,
            rowGap: 0.25,
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A sentence set apart under a block (a rule that follows from it). */
export function GuideNote({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        mt: 2,
        p: 1.5,
        borderRadius: 2,
        alignItems: 'flex-start',
        bgcolor: (th) => alpha(th.palette.info.main, th.palette.mode === 'dark' ? 0.12 : 0.07),
      }}
    >
      <InfoOutlined
        aria-hidden
        fontSize="small"
        sx={{
          mt: '2px',
          color: (th) =>
            th.palette.mode === 'dark' ? th.palette.info.light : th.palette.info.dark,
        }}
      />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}
