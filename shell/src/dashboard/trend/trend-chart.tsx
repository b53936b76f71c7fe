import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import uPlot from 'uplot';
import type { TrendDay } from '@fikr/shared';

// The structural part of uPlot.min.css (the legend is drawn by the panel, not by uPlot).
const UPLOT_CSS = `
.uplot, .uplot *, .uplot *::before, .uplot *::after { box-sizing: border-box; }
.uplot { line-height: 1.5; width: min-content; }
.u-wrap { position: relative; user-select: none; }
.u-over, .u-under { position: absolute; }
.u-under { overflow: hidden; }
.uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
.u-axis { position: absolute; }
.u-select { background: rgba(0,0,0,0.07); position: absolute; pointer-events: none; }
.u-cursor-x, .u-cursor-y { position: absolute; left: 0; top: 0; pointer-events: none; will-change: transform; }
.u-hz .u-cursor-x { height: 100%; border-right: 1px dashed #607D8B; }
.u-hz .u-cursor-y { width: 100%; border-bottom: 1px dashed #607D8B; }
.u-cursor-pt { position: absolute; top: 0; left: 0; border-radius: 50%; border: 0 solid; pointer-events: none; background-clip: padding-box !important; }
.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off { display: none; }`;

export interface TrendColours {
  requests: string;
  completed: string;
  rating: string;
}

const HEIGHT = 280;

let canvas2d: boolean | undefined;
function canvasWorks(): boolean {
  if (canvas2d === undefined) {
    try {
      canvas2d = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvas2d = false;
    }
  }
  return canvas2d;
}

/** '2026-03-07' → '07.03' */
const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/**
 * Requests and completed per day (left axis) and the average public rating (right axis, 0–5; a day without
 * ratings is a gap, not a zero) on one uPlot canvas. Decorative for screen readers: the panel describes it and
 * offers the same figures as a table.
 */
export function TrendChart({
  days,
  colours,
  labels,
}: {
  days: TrendDay[];
  colours: TrendColours;
  labels: TrendColours;
}) {
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const axis = {
      stroke: token.colorTextDescription,
      grid: { stroke: token.colorBorderSecondary, width: 1 },
      ticks: { show: false },
    };
    const options: uPlot.Options = {
      width: Math.max(el.clientWidth, 240),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: false },
        n: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
        r: { range: [0, 5] },
      },
      axes: [
        {
          ...axis,
          values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? shortDate(days[i].date) : '')),
        },
        { ...axis, scale: 'n' },
        { ...axis, scale: 'r', side: 1, grid: { show: false }, incrs: [1] },
      ],
      series: [
        {},
        { label: labels.requests, scale: 'n', stroke: colours.requests, width: 2 },
        { label: labels.completed, scale: 'n', stroke: colours.completed, width: 2 },
        {
          label: labels.rating,
          scale: 'r',
          stroke: colours.rating,
          width: 2,
          dash: [6, 4],
          spanGaps: false,
          points: { show: true, size: 5 },
        },
      ],
    };
    const data: uPlot.AlignedData = [
      days.map((_, i) => i),
      days.map((d) => d.requests),
      days.map((d) => d.completed),
      days.map((d) => d.ratingAvg),
    ];
    // Without a 2D canvas (an old browser, jsdom) there is no chart: the table below carries the same figures.
    if (!canvasWorks()) return undefined;
    const chart = new uPlot(options, data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(el.clientWidth, 240), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, colours, labels, token]);
  return (
    <>
      <style href="fikr-uplot" precedence="default">
        {UPLOT_CSS}
      </style>
      <div ref={box} aria-hidden data-testid="trend-chart" style={{ width: '100%', minHeight: HEIGHT }} />
    </>
  );
}
