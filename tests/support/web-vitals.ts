import type { Metric } from 'web-vitals';

/** A web-vitals metric as the library reports it, for the field-figure tests. */
export function fakeMetric(name: Metric['name'], value: number): Metric {
  return {
    name,
    value,
    rating: 'good',
    delta: value,
    id: 'v5-1',
    entries: [],
    navigationType: 'navigate',
  } as Metric;
}
