import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateRangeFields, FilterBar } from './filter-bar.tsx';

/** A history's filters as they live in the URL query: strings, empty means none. */
export type HistoryFilterQuery = { from: string; to: string } & Record<string, string>;

/** One drop-down of the bar: the query field it sets, its label and options ("all" first). */
export type HistoryFilterSelect<F extends string> = {
  field: F;
  label: string;
  /** the first option, the empty value */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  minWidth: number;
};

/**
 * A history page's filter bar (trips, parcels, multistop quotes): the day range, the drop-downs,
 * a search box that writes to the query once typing pauses, and "clear" while any filter is set.
 * The range and "clear" texts come from the namespace's `history.*` keys, the same names in each.
 */
export function HistoryFilterBar<Q extends HistoryFilterQuery>({
  ns,
  value,
  onChange,
  selects,
  search,
  allowFuture = false,
}: {
  ns: 'trips' | 'parcels' | 'multistop';
  value: Q;
  onChange: (next: Q) => void;
  selects: readonly HistoryFilterSelect<keyof Q & string>[];
  search: {
    field: keyof Q & string;
    label: string;
    /** the input's name attribute, when the page needs one */
    name?: string;
    maxLength: number;
  };
  /** the days may be ahead of today (a list of scheduled quotes); past days only otherwise */
  allowFuture?: boolean;
}) {
  const { t } = useTranslation(ns);
  const set = (field: keyof Q & string, text: string) => onChange({ ...value, [field]: text });
  const typed = value[search.field] ?? '';
  const [q, setQ] = useState(typed);
  // the URL changed (back button, clear): the box follows it
  const [shown, setShown] = useState(typed);
  if (shown !== typed) {
    setShown(typed);
    setQ(typed);
  }
  // the search box writes to the URL once typing pauses
  useEffect(() => {
    if (q === typed) return;
    const timer = setTimeout(() => onChange({ ...value, [search.field]: q }), 350);
    return () => clearTimeout(timer);
  }, [q, typed, value, onChange, search.field]);
  const any = Object.values(value).some(Boolean);
  const empty = Object.fromEntries(Object.keys(value).map((k) => [k, ''])) as Q;
  return (
    <FilterBar>
      <DateRangeFields
        from={value.from}
        to={value.to}
        onFrom={(d) => set('from', d)}
        onTo={(d) => set('to', d)}
        fromLabel={t('history.from')}
        toLabel={t('history.to')}
        minWidth={160}
        names={{ from: 'from', to: 'to' }}
        allowFuture={allowFuture}
      />
      {selects.map((s) => (
        <TextField
          key={s.field}
          select
          size="small"
          label={s.label}
          value={value[s.field]}
          onChange={(e) => set(s.field, e.target.value)}
          sx={{ minWidth: s.minWidth }}
        >
          <MenuItem value="">{s.allLabel}</MenuItem>
          {s.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <TextField
        size="small"
        type="search"
        name={search.name}
        label={search.label}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        slotProps={{ htmlInput: { maxLength: search.maxLength } }}
        sx={{ minWidth: 200, flex: { sm: 1 } }}
      />
      {any && <Button onClick={() => onChange(empty)}>{t('history.clear')}</Button>}
    </FilterBar>
  );
}
