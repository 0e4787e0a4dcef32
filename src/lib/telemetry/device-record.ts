import { readStored, writeStored } from '@/lib/storage';

/**
 * This device's own latest figures, for `/testPreview`: a developer on a real phone sees them at
 * once. Kept in localStorage so they survive the page changes; they never leave the device from here.
 */
export interface DeviceVital {
  value: number;
  rating: string;
  route: string;
  at: number;
}

export interface DeviceRecord {
  vitals: Record<string, DeviceVital>;
  errors: number;
  apiFailures: Record<string, number>;
}

const KEY = 'telemetry.device';
const EMPTY: DeviceRecord = { vitals: {}, errors: 0, apiFailures: {} };

function parseRecord(value: unknown): DeviceRecord | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Partial<DeviceRecord>;
  const isMap = (map: unknown) => !!map && typeof map === 'object' && !Array.isArray(map);
  if (!isMap(record.vitals) || typeof record.errors !== 'number' || !isMap(record.apiFailures))
    return undefined;
  return record as DeviceRecord;
}

export function readDeviceRecord(): DeviceRecord {
  return readStored(KEY, parseRecord) ?? EMPTY;
}

export function updateDeviceRecord(change: (record: DeviceRecord) => DeviceRecord): void {
  writeStored(KEY, change(readDeviceRecord()));
}
