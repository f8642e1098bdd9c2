export const NAV_COLLAPSED_WIDTH = 76;
export const BOXED_CONTENT_WIDTH = 1440;
export const TOP_BAR_HEIGHT = 64;
