/** The bell's popover and its heading (the popover labels itself with it). */
export const NOTICES_POPOVER_ID = 'notices-popover';
export const NOTICES_TITLE_ID = 'notices-title';
