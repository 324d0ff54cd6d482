import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// One uPlot canvas (docs/decisions/036-dashboard-charts.md), sized to its box and redrawn when the box
// or the data change. The box is the picture for assistive technology: role="img" with a summary; the
// numbers themselves are in the table beside it.

export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

export function UplotChart({ label, height, build, data }: { label: string; height: number; build: (box: HTMLElement) => ChartOptions; data: uPlot.AlignedData }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = new uPlot({ ...build(el), width: el.clientWidth, height }, data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [build, data, height]);

  return <div ref={box} role="img" aria-label={label} className="w-full text-ink-600" style={{ minHeight: height }} />;
}
