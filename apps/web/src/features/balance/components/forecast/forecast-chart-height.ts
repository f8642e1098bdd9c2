/** The forecast chart's height: its placeholder (skeleton) keeps the same room. */
export const FORECAST_CHART_HEIGHT = 240;
