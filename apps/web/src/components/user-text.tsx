import type { ElementType, ReactNode } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';

// User data (names of people and companies, addresses and places, e-mails, trip ids, plates,
// comments, promo codes, departments, descriptions) is in any script: in Arabic a Latin value
// laid out right to left loses its start to an ellipsis, moves its final dot to the front and
// reorders with the words around it. Each value is bidi-isolated with its own direction.

const INLINE = { inherit: 'span' };

export type UserTextProps = TypographyProps<'span', { component?: ElementType }>;

/**
 * A value that stands on its own: dir="auto" takes the direction of its first strong letter, so
 * a cut (noWrap) keeps its start and ends in "…" at its logical end. `match-parent` aligns it as
 * the surrounding text is aligned, whatever its own direction. An inline span in the inherited
 * font unless a Typography variant (or component) is given; takes Typography's props.
 */
export function UserText({ variant = 'inherit', sx, ...props }: UserTextProps) {
  return (
    <Typography
      variant={variant}
      // Typography renders `inherit` as a paragraph: a span fits inside any text
      variantMapping={INLINE}
      dir="auto"
      {...props}
      sx={[
        { unicodeBidi: 'isolate', textAlign: 'match-parent' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/**
 * A translated sentence with user data in it: `children` builds the text, passing each value
 * through `isolate(...)`, and each value is shown in a <bdi> of its own (the sentence's text and
 * accessible name stay the same: no invisible characters are added).
 *
 *   <WithUserText>{(isolate) => t('balance.giveTitle', { name: isolate(user.name) })}</WithUserText>
 */
export function WithUserText({
  children,
}: {
  children: (isolate: (value: string) => string) => string;
}): ReactNode {
  const values: string[] = [];
  const text = children((value) => `\uE000${values.push(value) - 1}\uE001`);
  // odd indexes are the values' numbers, even ones the translated text around them
  return text
    .split(/\uE000(\d+)\uE001/)
    .map((part, i) => (i % 2 ? <bdi key={i}>{values[Number(part)]}</bdi> : part));
}

/**
 * A value of a label/value list: left to right (an amount, a phone, an id: `ltr`), in its own
 * direction (user data: `user`), or plain interface text.
 */
export function DataValue({ value, ltr, user }: { value: string; ltr?: boolean; user?: boolean }) {
  if (ltr) return <bdi dir="ltr">{value}</bdi>;
  if (user) return <UserText>{value}</UserText>;
  return value;
}
