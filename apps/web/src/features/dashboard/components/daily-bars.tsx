import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import RtlProvider from '@mui/system/RtlProvider';

export type DailySeries = { id: string; label: string; data: number[]; color: string };

/** The dashboard's bars (components/daily-chart.tsx): @mui/x-charts, in a chunk of its own. */
export function DailyBars({
  days,
  series,
  narrow,
  rtl,
  dayLabel,
}: {
  /** YYYY-MM-DD, in the order drawn (from the last day in a right-to-left page) */
  days: string[];
  series: DailySeries[];
  /** a phone: every fifth day labelled */
  narrow: boolean;
  rtl: boolean;
  dayLabel: (day: number) => string;
}) {
  return (
    // Drawn left to right in every language; in a right-to-left page the days are listed
    // from the last one and the value axis sits on the right, so the month reads right to left.
    <RtlProvider value={false}>
      <Box dir="ltr" sx={{ height: '100%' }}>
        <BarChart
          height={300}
          xAxis={[
            {
              scaleType: 'band',
              data: days.map((d) => Number(d.slice(8))),
              tickLabelStyle: { fontSize: 11 },
              // Arabic fonts are taller: without room the day labels are ellipsized away
              height: 34,
              tickInterval: (day: number) => !narrow || day === 1 || day % 5 === 0,
              tickLabelInterval: (day: number) => !narrow || day === 1 || day % 5 === 0,
              valueFormatter: (day: number, context) =>
                context.location === 'tooltip' ? dayLabel(day) : String(day),
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 40, position: rtl ? 'right' : 'left' }]}
          series={series.map((s) => ({ ...s, stack: 'day' }))}
          grid={{ horizontal: true }}
          borderRadius={4}
          margin={{ top: 16, right: 8, bottom: 8, left: 4 }}
          slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
        />
      </Box>
    </RtlProvider>
  );
}
