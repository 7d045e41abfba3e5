import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One way to hold a server-sent-events stream open, for the signed-in users' live events
 * (`/api/events/`) and the public rates stream: the answer is written to the raw response
 * (hijacked, so compression and the serializer stay out of it), the client is told to come
 * back after 3 s, a heartbeat keeps proxies from closing a quiet connection, and the stream
 * ends once — by the server (`end()`), or because the client or the network went away — with
 * the caller's own clean-up run exactly once.
 */
export interface EventStream {
  /** Writes one SSE message (already formatted: `data: …\n\n`, `id: …`); nothing once ended. */
  write(text: string): void;
  /** Ends the stream (idempotent): the heartbeat stops, `onEnd` runs, the response ends. */
  end(): void;
  readonly open: boolean;
}

export interface EventStreamOptions {
  /** The stream's own headers (content type, caching), besides those the route set already. */
  headers: Record<string, string>;
  /** What starts the stream after `retry:` (e.g. a `: connected` comment); nothing by default. */
  greeting?: string;
  /** The heartbeat's text, and how often it is written. */
  heartbeat: { text: string; everyMs: number };
  /** Run once when the stream ends, whoever ends it. */
  onEnd: () => void;
}

const RETRY = 'retry: 3000\n';

export function openEventStream(request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    // A hijacked answer writes only what it is given: the route's headers (CORS, security) too.
    ...(reply.getHeaders() as Record<string, string>),
    ...options.headers,
    connection: 'keep-alive',
  });
  res.write(`${RETRY}${options.greeting ?? ''}\n`);
  let open = true;
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    options.onEnd();
    res.end();
  };
  const heartbeat = setInterval(() => res.write(options.heartbeat.text), options.heartbeat.everyMs);
  heartbeat.unref();
  request.raw.on('close', end);
  res.on('close', end);
  res.on('error', end);
  return {
    write: (text) => {
      if (open) res.write(text);
    },
    end,
    get open() {
      return open;
    },
  };
}
