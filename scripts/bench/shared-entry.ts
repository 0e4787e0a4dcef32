import { gzipSync } from 'node:zlib';
import { relative, sep } from 'node:path';
import type { Rolldown } from 'vite';

export interface ModuleGroup {
  /** An npm package (`react-dom`) or an app folder (`src/lib/http`). */
  name: string;
  /**
   * Its part of the chunk's served gzip bytes: the chunk's gzip size shared out in proportion to each
   * module's own gzip size (modules are not minified one by one, so this is an estimate).
   */
  gzipBytes: number;
  modules: number;
}

export interface ChunkSize {
  file: string;
  role: 'entry' | 'static import' | 'React start-up' | 'common locale';
  rawBytes: number;
  gzipBytes: number;
  groups: ModuleGroup[];
}

export interface SharedEntry {
  chunks: ChunkSize[];
  gzipBytes: number;
  /** Groups over all shared chunks, largest first. */
  groups: ModuleGroup[];
}

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

function groupName(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
  const marker = `node_modules${sep}`;
  const inModules = clean.lastIndexOf(marker);
  if (inModules >= 0) {
    const parts = clean.slice(inModules + marker.length).split(sep);
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  const local = relative(process.cwd(), clean);
  if (local.startsWith('..') || !local.includes(sep)) return local || clean;
  const parts = local.split(sep);
  // src/lib/http/send.ts -> src/lib/http; src/main.ts stays as it is
  return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.join('/');
}

function groupsOf(chunk: Rolldown.OutputChunk, chunkGzip: number): ModuleGroup[] {
  const weights = new Map<string, { weight: number; modules: number }>();
  for (const [id, module] of Object.entries(chunk.modules)) {
    if (!module.code || !module.renderedLength) continue;
    const name = groupName(id);
    const entry = weights.get(name) ?? { weight: 0, modules: 0 };
    entry.weight += gzipSize(module.code);
    entry.modules += 1;
    weights.set(name, entry);
  }
  const total = [...weights.values()].reduce((sum, entry) => sum + entry.weight, 0) || 1;
  return [...weights]
    .map(([name, { weight, modules }]) => ({ name, gzipBytes: (chunkGzip * weight) / total, modules }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

function mergeGroups(groups: ModuleGroup[]): ModuleGroup[] {
  const merged = new Map<string, ModuleGroup>();
  for (const group of groups) {
    const into = merged.get(group.name) ?? { name: group.name, gzipBytes: 0, modules: 0 };
    into.gzipBytes += group.gzipBytes;
    into.modules += group.modules;
    merged.set(group.name, into);
  }
  return [...merged.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * Walks a chunk's static imports (recursively) from the build output and sizes each chunk as served.
 */
export function chunkClosure(
  chunks: Rolldown.OutputChunk[],
  start: Rolldown.OutputChunk,
  startRole: ChunkSize['role'],
  seen = new Set<string>(),
): ChunkSize[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sizes: ChunkSize[] = [];
  const visit = (chunk: Rolldown.OutputChunk, role: ChunkSize['role']) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    const gzipBytes = gzipSize(chunk.code);
    sizes.push({
      file: chunk.fileName,
      role,
      rawBytes: Buffer.byteLength(chunk.code),
      gzipBytes,
      groups: groupsOf(chunk, gzipBytes),
    });
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported, 'static import');
    }
  };
  visit(start, startRole);
  return sizes;
}

/**
 * What every route loads before its own code, from the build output: the entry chunk, the chunks it imports
 * statically, and the default locale's common texts.
 */
export function analyseSharedEntry(chunks: Rolldown.OutputChunk[]): SharedEntry {
  const holding = (module: RegExp) => chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
  // src/main.ts sits in the `core` group chunk, which the HTML loads as its entry.
  const entry = chunks.find((chunk) => chunk.isEntry) ?? holding(/src[\\/]main\.ts$/);
  if (!entry) throw new Error('The build has no entry chunk');
  const seen = new Set<string>();
  const sizes = chunkClosure(chunks, entry, 'entry', seen);
  const start = holding(/src[\\/]app[\\/]start\.tsx$/);
  if (start) sizes.push(...chunkClosure(chunks, start, 'React start-up', seen));
  const common = chunks.find((chunk) => /locales[\\/]common\.es\.ts$/.test(chunk.facadeModuleId ?? ''));
  if (common) sizes.push(...chunkClosure(chunks, common, 'common locale', seen));
  return {
    chunks: sizes,
    gzipBytes: sizes.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    groups: mergeGroups(sizes.flatMap((chunk) => chunk.groups)),
  };
}
