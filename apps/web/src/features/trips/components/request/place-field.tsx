import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { GeoResult } from '@trayecto/contracts';
import { UserText } from '../../../../components/user-text.tsx';
import { useDebounced } from '../../../../lib/use-debounced.ts';
import { geoKeys, searchPlaces } from '../../api/geo-api.ts';

/** What the field and the trip show: the address, led by the place's name unless it already is. */
export function placeLabel(r: { name: string | null; address: string }): string {
  return !r.name || r.address.startsWith(r.name) ? r.address : `${r.name}, ${r.address}`;
}

export type ChosenPlace = { address: string; lat: number; lng: number; city_id: string | null };

/** An address by search (autocomplete over the gazetteer); the pin button drops it on the map. */
export function PlaceField({
  label,
  value,
  onChange,
  onPickOnMap,
  error,
  helperText,
}: {
  label: string;
  value: ChosenPlace | null;
  onChange: (place: ChosenPlace | null) => void;
  /** the pin button beside the field (a form with a map); none without it */
  onPickOnMap?: () => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('trips');
  const [input, setInput] = useState(value?.address ?? '');
  const q = useDebounced(input.trim(), 250);
  const searching = q.length >= 2 && q !== value?.address;
  const results = useQuery({
    queryKey: geoKeys.search(q, null),
    queryFn: ({ signal }) => searchPlaces(q, null, signal),
    enabled: searching,
    staleTime: 5 * 60_000,
  });
  // One object per chosen place: Autocomplete resets what is typed whenever its value changes
  // identity, so a new object on every render made typing over a chosen place impossible.
  const selected = useMemo<GeoResult | null>(
    () =>
      value
        ? {
            name: value.address,
            address: value.address,
            lat: value.lat,
            lng: value.lng,
            kind: 'landmark',
            city_id: value.city_id as GeoResult['city_id'],
            city: null,
          }
        : null,
    [value],
  );
  // a pin dropped on the map changes the place: the box shows its address
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (value) setInput(value.address);
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Autocomplete
        sx={{ flex: 1, minWidth: 0 }}
        options={searching ? (results.data ?? []) : []}
        value={selected}
        onChange={(_, r) =>
          onChange(
            r ? { address: placeLabel(r), lat: r.lat, lng: r.lng, city_id: r.city_id } : null,
          )
        }
        inputValue={input}
        onInputChange={(_, v) => setInput(v)}
        getOptionLabel={placeLabel}
        isOptionEqualToValue={(a, b) => a.lat === b.lat && a.lng === b.lng}
        filterOptions={(x) => x}
        loading={results.isFetching}
        noOptionsText={q.length < 2 ? t('place.typeMore') : t('place.none')}
        renderOption={({ key, ...props }, r) => (
          <Box component="li" key={key} {...props}>
            <PlaceOutlined
              fontSize="small"
              sx={{ color: 'text.secondary', marginInlineEnd: 1.5 }}
              aria-hidden
            />
            <Box sx={{ minWidth: 0 }}>
              <UserText variant="body2" component="p" sx={{ fontWeight: 600 }}>
                {r.name}
              </UserText>
              <UserText variant="caption" color="text.secondary">
                {[r.address !== r.name ? r.address : null, r.city].filter(Boolean).join(' · ')}
              </UserText>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            required
            label={label}
            error={Boolean(error)}
            helperText={helperText ?? ' '}
          />
        )}
      />
      {onPickOnMap && (
        <Tooltip title={t('place.pickOnMap')}>
          <IconButton
            sx={{ mt: 1 }}
            aria-label={`${t('place.pickOnMap')}: ${label}`}
            onClick={onPickOnMap}
          >
            <AddLocationAltOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
