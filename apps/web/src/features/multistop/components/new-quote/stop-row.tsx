import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import { StopBadge } from '../../../../components/booking/stop-line.tsx';
import { PlaceField } from '../../../trips/api/request-fields.ts';
import type { QuoteFormControl } from '../../lib/quote-form.ts';

/**
 * One stop of the list, numbered by its place in it: a handle to drag it (by pointer, or by
 * keyboard: Space or Enter on the handle, the arrows, Space or Enter again), "move up" and
 * "move down" buttons, its address search and, above the minimum of stops, a remove button.
 */
export function StopRow({
  id,
  index,
  count,
  control,
  removable,
  error,
  onMove,
  onRemove,
}: {
  /** react-hook-form's id of the stop: the sortable's id and the React key */
  id: string;
  index: number;
  count: number;
  control: QuoteFormControl;
  removable: boolean;
  error: string | null;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('quote-form');
  const number = index + 1;
  const handle = useRef<HTMLButtonElement | null>(null);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, attributes: { roleDescription: t('stops.sortable') } });

  // a stop moved to either end loses the button that took it there: the focus goes to its handle
  const move = (to: number) => {
    if (to === 0 || to === count - 1) handle.current?.focus();
    onMove(index, to);
  };
  const titleId = `stop-${id}-title`;

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-stop={number}
      aria-labelledby={titleId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        p: 1.5,
        pt: 1,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 0,
        minWidth: 0,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mb: 1 }}>
        <Tooltip title={t('stops.drag', { number })}>
          <IconButton
            size="small"
            ref={(el) => {
              handle.current = el;
              setActivatorNodeRef(el);
            }}
            {...attributes}
            {...listeners}
            aria-label={t('stops.drag', { number })}
            sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          >
            <DragIndicatorRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        <StopBadge marker={String(number)} />
        <Typography
          id={titleId}
          variant="subtitle2"
          component="h4"
          sx={{ flex: 1, minWidth: 0, marginInlineStart: 0.5 }}
        >
          {t('stops.title', { number })}
        </Typography>
        <Tooltip title={t('stops.moveUp', { number })}>
          <span>
            <IconButton
              size="small"
              aria-label={t('stops.moveUp', { number })}
              disabled={index === 0}
              onClick={() => move(index - 1)}
            >
              <ArrowUpwardRounded fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('stops.moveDown', { number })}>
          <span>
            <IconButton
              size="small"
              aria-label={t('stops.moveDown', { number })}
              disabled={index === count - 1}
              onClick={() => move(index + 1)}
            >
              <ArrowDownwardRounded fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        {removable && (
          <Tooltip title={t('stops.remove', { number })}>
            <IconButton
              size="small"
              aria-label={t('stops.remove', { number })}
              onClick={() => onRemove(index)}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Controller
        control={control}
        name={`stops.${index}.place`}
        render={({ field }) => (
          <PlaceField
            label={t('stops.place', { number })}
            value={field.value}
            onChange={field.onChange}
            error={Boolean(error)}
            helperText={error ?? undefined}
          />
        )}
      />
    </Box>
  );
}
