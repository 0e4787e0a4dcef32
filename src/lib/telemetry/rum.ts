import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { reportContext, type KnownRoutes, type ReportContext } from './context';
import { updateDeviceRecord } from './device-record';
import { onPageHidden, sendReports } from './send';

export interface VitalReport extends ReportContext {
  type: 'vital';
  name: Metric['name'];
  /** Milliseconds, except CLS (unitless); rounded. */
  value: number;
  rating: Metric['rating'];
  navigationType: Metric['navigationType'];
}

export function toVitalReport(metric: Metric, context: ReportContext): VitalReport {
  return {
    type: 'vital',
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
    rating: metric.rating,
    navigationType: metric.navigationType,
    ...context,
  };
}

/** One draw per page load: this page's figures are sent or not, never half of them. */
export function isSampled(sample: number, random: () => number = Math.random): boolean {
  return sample > 0 && random() < sample;
}

/**
 * Loaded after the first paint when VITE_RUM_URL is set. Records every figure on this device
 * for /testPreview, and, for the sampled share of page loads, batches them and sends them when the page
 * is hidden.
 */
export function startRum(url: string, sample: number, routes: KnownRoutes, landingHref: string): void {
  const sampled = isSampled(sample);
  // A page load's figures belong to the route it loaded, even when they are final only after the
  // borrower has moved on (CLS, INP, a late LCP).
  const context = reportContext(routes, landingHref);
  let pending: VitalReport[] = [];
  const record = (metric: Metric) => {
    const report = toVitalReport(metric, context);
    updateDeviceRecord((device) => ({
      ...device,
      vitals: {
        ...device.vitals,
        [report.name]: { value: report.value, rating: report.rating, route: report.route, at: Date.now() },
      },
    }));
    if (sampled) pending.push(report);
  };
  for (const subscribe of [onLCP, onINP, onCLS, onFCP, onTTFB]) subscribe(record);
  onPageHidden(() => {
    sendReports(url, pending);
    pending = [];
  });
}
