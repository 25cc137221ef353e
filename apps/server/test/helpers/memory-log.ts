import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { LOG_REDACT, LOG_SERIALIZERS } from '../../src/app';

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

/** Everything the server logs, kept in memory: the raw text and the parsed JSON lines. */
export class MemoryLog {
  private chunks: string[] = [];

  readonly stream = new Writable({
    write: (chunk: Buffer | string, _encoding, done) => {
      this.chunks.push(chunk.toString());
      done();
    },
  });

  /** Logger options as in production (main.ts: level, redaction and serializers), writing here. */
  options(level: 'trace' | 'debug' | 'info' = 'info'): FastifyServerOptions['logger'] {
    return { level, redact: LOG_REDACT, serializers: LOG_SERIALIZERS, stream: this.stream };
  }

  get text(): string {
    return this.chunks.join('');
  }

  get lines(): LogLine[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  }
}
