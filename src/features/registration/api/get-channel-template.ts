import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, unwrap, type SendOptions } from '@/lib/http';
import { ApiError } from '@/lib/http/api-error';

const invalidResponse = (what: string) => new ApiError('invalid', `Invalid response from ${what}`);

/** A plain object, or undefined. */
function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A non-empty string (numbers are read as text), trimmed, or undefined. */
function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** spec §3: "Landing config: id and other template fields (not fully shown)". */
export interface LandingTemplate {
  id?: string;
  title?: string;
  subtitle?: string;
  bannerUrl?: string;
  backgroundColor?: string;
  buttonText?: string;
  downloadUrl?: string;
  appName?: string;
  appIcon?: string;
}

/** The names each field may come under, first match wins. */
const FIELD_NAMES: Record<keyof LandingTemplate, string[]> = {
  id: ['id'],
  title: ['title', 'name'],
  subtitle: ['subtitle', 'description', 'desc'],
  bannerUrl: ['bannerUrl', 'banner', 'imageUrl', 'image'],
  backgroundColor: ['backgroundColor', 'bgColor'],
  buttonText: ['buttonText', 'btnText'],
  downloadUrl: ['downloadUrl', 'downloadLink', 'downUrl', 'link'],
  appName: ['appName'],
  appIcon: ['appIcon', 'icon', 'logo'],
};

function nested(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string') return record(value) ?? {};
  try {
    return record(JSON.parse(value)) ?? {};
  } catch {
    return {};
  }
}

/**
 * A tolerant reading of the template, since the spec does not show it whole: every field is optional, a
 * field of the wrong type is dropped, and the config may sit on `data` itself or under `data.config` /
 * `data.template` (an object or a JSON string). Only data that is not an object is a wrong shape.
 */
export function toLandingTemplate(data: unknown): LandingTemplate {
  const source = record(data);
  if (!source) throw invalidResponse('channel-template');
  const merged = { ...source, ...nested(source.template), ...nested(source.config) };
  const template: LandingTemplate = {};
  for (const [field, names] of Object.entries(FIELD_NAMES) as [keyof LandingTemplate, string[]][]) {
    const value = names.map((name) => text(merged[name])).find(Boolean);
    if (value) template[field] = value;
  }
  return template;
}

const LandingTemplateSchema = v.pipe(v.unknown(), v.transform(toLandingTemplate));

/** spec §7: GET channel-template?templateId={id}. A non-success code rejects with the server message (§8). */
export async function getChannelTemplate(
  templateId: string | undefined,
  options?: SendOptions,
): Promise<LandingTemplate> {
  return unwrap(await formCall(calls.channelTemplate, LandingTemplateSchema, { templateId }, options));
}
