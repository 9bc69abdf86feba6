import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'preact/hooks';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Distinct in grey too; the legend and the table under each chart name every series in words. */
const PALETTE = ['#1a56db', '#b45309', '#047857', '#9d174d', '#5b21b6', '#0e7490', '#4d7c0f', '#b91c1c', '#374151', '#c2410c', '#1e3a8a', '#86198f'];

export interface BarSeries {
  readonly label: string;
  readonly values: readonly number[];
}

interface BarChartProps {
  readonly labels: readonly string[];
  readonly series: readonly BarSeries[];
  readonly stacked?: boolean;
  /** What the chart shows, for screen readers (the table under it has the numbers). */
  readonly description: string;
  readonly testId?: string;
  readonly dataSeries?: string;
  /** Said instead of an empty chart when every value is zero or there is no label. */
  readonly emptyText: string;
}

/** A Chart.js bar chart on a canvas, redrawn when its data changes; a sentence instead when it would be empty. */
export function BarChart({ labels, series, stacked, description, testId, dataSeries, emptyText }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const empty = labels.length === 0 || series.every((entry) => entry.values.every((value) => value === 0));
  useEffect(() => {
    if (!canvas.current || empty) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: series.map((entry, index) => ({ label: entry.label, data: [...entry.values], backgroundColor: PALETTE[index % PALETTE.length] })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: { x: { stacked: Boolean(stacked) }, y: { stacked: Boolean(stacked), beginAtZero: true } },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [labels, series, stacked, empty]);
  if (empty) {
    return (
      <p class="empty-state" data-testid={testId ? `${testId}-empty` : undefined}>
        {emptyText}
      </p>
    );
  }
  return (
    <div class="chart">
      <canvas ref={canvas} role="img" aria-label={description} data-testid={testId} data-series={dataSeries} />
    </div>
  );
}
