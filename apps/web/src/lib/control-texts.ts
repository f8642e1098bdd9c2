import type { ThemeOptions } from '@mui/material/styles';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

// The words MUI, MUI X's pickers and MapLibre put in their controls ("Open", "Choose date",
// "Zoom in", the DD/MM/YYYY of a date field) are English and tú-Spanish out of the box: they come
// from common.json's `controls`, in every interface language, like every other text.

/** The common namespace's t(). */
type T = (key: string, values?: Record<string, unknown>) => string;

/** Material components' built-in labels (theme default props). */
export function materialTexts(t: T): ThemeOptions['components'] {
  const c = (key: string, values?: Record<string, unknown>) => t(`controls.${key}`, values);
  const pageLabel = (type: string, page: number | null, selected?: boolean) => {
    if (type === 'page') return c(selected ? 'currentPage' : 'goToPage', { page });
    if (type === 'first') return c('firstPage');
    if (type === 'last') return c('lastPage');
    if (type === 'next') return c('nextPage');
    return c('previousPage');
  };
  return {
    MuiAutocomplete: {
      defaultProps: {
        openText: c('open'),
        closeText: c('close'),
        clearText: c('clear'),
        noOptionsText: c('noOptions'),
        loadingText: c('loading'),
      },
    },
    MuiAlert: { defaultProps: { closeText: c('close') } },
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: c('rowsPerPage'),
        labelDisplayedRows: ({ from, to, count }) =>
          count === -1
            ? c('displayedRowsMore', { from, to })
            : c('displayedRows', { from, to, total: count }),
        getItemAriaLabel: (type) => pageLabel(type, null),
      },
    },
    MuiPagination: {
      defaultProps: {
        getItemAriaLabel: (type, page, selected) => pageLabel(type, page, selected),
      },
    },
  };
}

/** MUI X date and time pickers' labels and field placeholders. */
export function pickerTexts(t: T): Partial<PickersLocaleText> {
  const c = (key: string, values?: Record<string, unknown>) => t(`controls.${key}`, values);
  const view = (name: string) => c(name === 'meridiem' ? 'meridiem' : name);
  return {
    previousMonth: c('previousMonth'),
    nextMonth: c('nextMonth'),
    openPreviousView: c('openPreviousView'),
    openNextView: c('openNextView'),
    calendarViewSwitchingButtonAriaLabel: (current) =>
      current === 'year' ? c('toCalendarView') : c('toYearView'),
    cancelButtonLabel: c('cancel'),
    clearButtonLabel: c('clear'),
    okButtonLabel: c('ok'),
    todayButtonLabel: c('today'),
    datePickerToolbarTitle: c('pickDate'),
    dateTimePickerToolbarTitle: c('pickDateTime'),
    timePickerToolbarTitle: c('pickTime'),
    clockLabelText: (v, time) => (time ? `${view(v)}: ${time}` : view(v)),
    hoursClockNumberText: (hours) => `${hours} ${c('hours').toLowerCase()}`,
    minutesClockNumberText: (minutes) => `${minutes} ${c('minutes').toLowerCase()}`,
    selectViewText: (v) => c('selectView', { view: view(v).toLowerCase() }),
    openDatePickerDialogue: (date) => (date ? c('chooseDateSelected', { date }) : c('chooseDate')),
    openTimePickerDialogue: (time) => (time ? c('chooseTimeSelected', { time }) : c('chooseTime')),
    fieldClearLabel: c('clearValue'),
    dateTableLabel: c('dateTable'),
    timeTableLabel: c('timeTable'),
    fieldYearPlaceholder: (p) => {
      const letter = c('datePlaceholderYear');
      return letter.length === 1 ? letter.repeat(p.digitAmount) : letter;
    },
    fieldMonthPlaceholder: () => c('datePlaceholderMonth'),
    fieldDayPlaceholder: () => c('datePlaceholderDay'),
    fieldHoursPlaceholder: () => c('timePlaceholderHours'),
    fieldMinutesPlaceholder: () => c('timePlaceholderMinutes'),
    fieldMeridiemPlaceholder: () => c('timePlaceholderMeridiem'),
    year: c('year'),
    month: c('month'),
    day: c('day'),
    hours: c('hours'),
    minutes: c('minutes'),
    meridiem: c('meridiem'),
    empty: c('empty'),
  };
}

/** MapLibre's control labels (its `locale` option). */
export function mapTexts(t: T): Record<string, string> {
  return {
    'NavigationControl.ZoomIn': t('controls.zoomIn'),
    'NavigationControl.ZoomOut': t('controls.zoomOut'),
    'NavigationControl.ResetBearing': t('controls.resetBearing'),
    'AttributionControl.ToggleAttribution': t('controls.attribution'),
    'Map.Title': t('controls.map'),
    'Popup.Close': t('controls.close'),
  };
}
