// The load generator: `connections` keep-alive HTTP connections, each sending the next request as
// soon as the last answer is read, for a fixed time. Node's own http Agent, so what it measures
// is the server (and this process's share of the two cores, the same for every row of a run).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface Request {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Sends `request` once and returns status and body (for checking a row before timing it). */
export function once(baseUrl: string, request: Request): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(request.path, baseUrl),
      { method: request.method ?? 'POST', headers: request.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** Runs `request` from `connections` connections for `seconds` (after a short warm-up). */
export async function load(
  baseUrl: string,
  request: Request,
  options: { connections?: number; seconds?: number; warmupSeconds?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 50;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(request.path, baseUrl);
  const body = request.body ? Buffer.from(request.body) : undefined;
  const headers = {
    ...request.headers,
    ...(body ? { 'content-length': String(body.length) } : {}),
  };

  const send = () =>
    new Promise<boolean>((resolve) => {
      const req = http.request(
        url,
        { method: request.method ?? 'POST', headers, agent, timeout: 30_000 },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => resolve(res.statusCode === 200));
          res.on('error', () => resolve(false));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve(false));
      req.end(body);
    });

  try {
    return await loadTask(async () => {
      if (!(await send())) throw new Error('not 200');
    }, options);
  } finally {
    agent.destroy();
  }
}

/**
 * The same measurement for something that is not HTTP (Postgres answering SQL itself):
 * `connections` loops calling `task` for `seconds`.
 */
export async function loadTask(
  task: () => Promise<unknown>,
  options: { connections?: number; seconds?: number; warmupSeconds?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 50;
  const run = async (seconds: number) => {
    const samples: number[] = [];
    let errors = 0;
    const start = performance.now();
    const until = start + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const sent = performance.now();
          await task().catch(() => (errors += 1));
          samples.push(performance.now() - sent);
        }
      }),
    );
    return { samples, errors, ms: performance.now() - start };
  };
  await run(options.warmupSeconds ?? 1);
  const { samples, errors, ms } = await run(options.seconds ?? 5);
  samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    errors,
    perSecond: (samples.length / ms) * 1000,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
  };
}
