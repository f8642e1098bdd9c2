import { useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { MULTISTOP_MAX_STOPS } from '@trayecto/contracts';
import { errorText } from '../../../../lib/i18n-errors.ts';
import { canAddStop, canRemoveStop, type QuoteFormControl } from '../../lib/quote-form.ts';
import { StopRow } from './stop-row.tsx';
import { VISUALLY_HIDDEN } from '../../../../lib/visually-hidden.ts';

/** Read by screen readers only: what a move by the buttons did. */

/**
 * The stops after the origin, in the order the trip makes them, numbered 1..n: added with
 * "Agregar parada" (one more than MULTISTOP_MAX_STOPS is refused with the catalogue's own
 * message), removed down to the minimum, reordered by drag and drop or by keyboard (dnd-kit's
 * keyboard sensor on each handle, and the move up / move down buttons).
 */
export function StopsField({
  control,
  errorOf,
  listError,
}: {
  control: QuoteFormControl;
  /** the error shown on a field of the form, by its path */
  errorOf: (path: string) => string | null;
  /** the list's own error (how many stops) */
  listError: string | null;
}) {
  const { t } = useTranslation('quote-form');
  const { fields, append, remove, move } = useFieldArray({ control, name: 'stops' });
  const [refused, setRefused] = useState(false);
  const [said, setSaid] = useState('');
  const addButton = useRef<HTMLButtonElement | null>(null);
  const list = useRef<HTMLOListElement | null>(null);
  const sensors = useSensors(
    // a click on the handle is not a drag: a few pixels first
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = fields.length;
  const numberOf = (id: UniqueIdentifier) => fields.findIndex((f) => f.id === id) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('stops.pickedUp', { number: numberOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('stops.over', { number: numberOf(active.id), position: numberOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('stops.dropped', { number: numberOf(active.id), position: numberOf(over.id) })
        : t('stops.cancelled', { number: numberOf(active.id) }),
    onDragCancel: ({ active }) => t('stops.cancelled', { number: numberOf(active.id) }),
  };

  const handleMove = (from: number, to: number) => {
    if (from === to || to < 0 || to >= count) return;
    move(from, to);
    setSaid(t('stops.moved', { number: from + 1, position: to + 1 }));
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(numberOf(active.id) - 1, numberOf(over.id) - 1);
  };
  const handleAdd = () => {
    if (!canAddStop(count)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    append({ place: null }, { shouldFocus: false });
    // the new stop's address is what comes next
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>(`[data-stop="${count + 1}"] input`)?.focus(),
    );
  };
  const handleRemove = (index: number) => {
    if (!canRemoveStop(count)) return;
    setRefused(false);
    remove(index);
    setSaid(t('stops.removed', { number: index + 1 }));
    addButton.current?.focus();
  };

  return (
    <Stack spacing={1.5}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('stops.dragInstructions') },
        }}
      >
        <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
          <Box
            component="ol"
            ref={list}
            aria-label={t('stops.list')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {fields.map((f, i) => (
              <StopRow
                key={f.id}
                id={f.id}
                index={i}
                count={count}
                control={control}
                removable={canRemoveStop(count)}
                error={errorOf(`stops.${i}.place`)}
                onMove={handleMove}
                onRemove={handleRemove}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      {refused && (
        <Alert severity="warning" role="alert" onClose={() => setRefused(false)}>
          {errorText(t, 'max_stops')}
        </Alert>
      )}
      {listError && <Alert severity="error">{listError}</Alert>}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Button
          ref={addButton}
          startIcon={<AddRounded />}
          onClick={handleAdd}
          variant="outlined"
          size="small"
        >
          {t('stops.add')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('stops.count', { count: MULTISTOP_MAX_STOPS, added: count })}
        </Typography>
      </Stack>
      <Box role="status" sx={VISUALLY_HIDDEN}>
        {said}
      </Box>
    </Stack>
  );
}
