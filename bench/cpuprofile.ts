// Where a server's CPU time goes, read from a V8 .cpuprofile (node --cpu-prof or the inspector's profiler): each
// sample is charged to one area of the request path. Garbage collection and logging own every sample they appear in
// (a JSON.stringify inside the logger is logging); otherwise the frame nearest the sample's leaf that a specific area
// claims decides (Fastify runs its hooks as nested calls, so a socket write sits below the last onSend hook and is the
// write, not that hook), and only then the general areas (Fastify itself, node's HTTP). Idle samples are left out.
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
type Frame = ProfileNode['callFrame'];

const WRITE_FN = /^(_?writev?(Generic)?|_writeGeneric|writeUtf8String|writeLatin1String|writeBuffer|_writeRaw|_send|end|_flushOutput|_finish)$/;

type Area = [string, (f: Frame) => boolean];

/** Own a sample wherever they appear in its stack. */
const OWNERS: Area[] = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['logging (pino, request log lines)', (f) => /\/(pino|sonic-boom|pino-std-serializers|fast-redact|@pinojs)\/|server\/http\/logging/.test(f.url)],
];

/** Claim a sample by the frame nearest its leaf (for one frame, the first area of the list that claims it). */
const SPECIFIC: Area[] = [
  [
    'write (headers and body to the socket)',
    (f) =>
      /node:_http_outgoing/.test(f.url) ||
      (/node:(net|internal\/stream_base_commons|internal\/streams\/writable)/.test(f.url) && WRITE_FN.test(f.functionName)) ||
      (f.url === '' && WRITE_FN.test(f.functionName)),
  ],
  ['cookie hook (@fastify/cookie)', (f) => /\/(@fastify\/cookie|cookie|cookie-signature)\//.test(f.url)],
  ['rate limit', (f) => /@fastify\/rate-limit/.test(f.url)],
  ['compression hook (@fastify/compress)', (f) => /@fastify\/compress|\/mime-db\/|\/mnemonist\//.test(f.url)],
  [
    'security headers (helmet, same-origin, lifecycle hooks)',
    (f) => /@fastify\/helmet|\/helmet\/|server\/http\/(securityHeaders|sameOrigin|lifecycle)/.test(f.url),
  ],
  ['schema validation (zod)', (f) => /\/zod\//.test(f.url)],
  ['DB (kysely, SQLite)', (f) => /\/(kysely|better-sqlite3|pg)\/|server\/(repositories|db)\//.test(f.url)],
  ['price computation (services, pricing, i18n)', (f) => /server\/(services|pricing|i18n|catalog)\/|\/rules\//.test(f.url)],
  ['serialisation (reply JSON)', (f) => /^(serialize|stringify|preSerializationHookEnd|onSendHook)$/.test(f.functionName) || /fast-json-stringify/.test(f.url)],
  [
    'body parse (JSON.parse, content-type)',
    (f) => /content-type-parser|secure-json-parse|\/content-type\//.test(f.url) || (f.functionName === 'parse' && f.url === ''),
  ],
  ["the shop's route (server/http/route.ts, routes)", (f) => /server\/(http|routes)\//.test(f.url)],
];

/** The framework and node, for frames no specific area claims. */
const GENERAL: Area[] = [
  ['Fastify routing and hooks', (f) => /\/(fastify|find-my-way|avvio|light-my-request|@fastify\/[a-z-]+)\//.test(f.url)],
  ['node:http (parser, socket read, timers)', (f) => /^node:/.test(f.url) || /^\(program\)$/.test(f.functionName)],
];

/** CPU time per area, in microseconds, busiest first. */
export function summariseProfile(file: string): { area: string; micros: number }[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const areaOf = new Map<number, string>();
  const stackOf = (id: number): Frame[] => {
    const frames: Frame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) frames.push(byId.get(at)!.callFrame);
    return frames;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    if (byId.get(id)!.callFrame.functionName === '(idle)') return;
    let area = areaOf.get(id);
    if (area === undefined) {
      const stack = stackOf(id);
      area = classify(stack);
      areaOf.set(id, area);
    }
    totals.set(area, (totals.get(area) ?? 0) + micros);
  });
  return [...totals].map(([area, micros]) => ({ area, micros })).sort((a, b) => b.micros - a.micros);
}

/** stack[0] is the sample's leaf. */
function classify(stack: Frame[]): string {
  const owner = OWNERS.find(([, test]) => stack.some(test));
  if (owner) return owner[0];
  // Fastify runs the next hook from inside the previous one (a callback hook's done()): frames above its hook runner
  // are the chain's callers, not what the sample was doing.
  const runner = stack.findIndex((f) => /fastify\/lib\/hooks\.js/.test(f.url));
  for (const [areas, frames] of [
    [SPECIFIC, runner < 0 ? stack : stack.slice(0, runner)],
    [GENERAL, stack],
  ] as const)
    for (const frame of frames) {
      const area = areas.find(([, test]) => test(frame));
      if (area) return area[0];
    }
  return 'other';
}

/**
 * The functions a profile spent most time in, as lines to print: self time (the sample's leaf) and total time (in the
 * sample's stack), in milliseconds, each function once per sample (a browser's profile: bench/designer.bench.ts).
 */
export function topSelf(profile: Profile, count = 20): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (f: Frame) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${(f.lineNumber ?? 0) + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const leaf = byId.get(id)!.callFrame;
    if (leaf.functionName === '(idle)') return;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + ms);
    const names = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) names.add(name(byId.get(at)!.callFrame));
    for (const n of names) total.set(n, (total.get(n) ?? 0) + ms);
  });
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([n, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${n}`)
      .join('\n');
  return `self:\n${top(self)}\ntotal:\n${top(total)}`;
}
