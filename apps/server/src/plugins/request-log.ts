import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** A request slower than this is logged at info; faster ones only at debug. */
export const SLOW_REQUEST_MS = 1000;

/** Query parameters whose values never reach a log line (links in mails carry codes; tokens, just in case). */
const secretParams = /([?&](?:code|token|accessToken|refreshToken|password)=)[^&#]*/gi;

/** The URL with secret query values replaced by `[redacted]`. */
export const redactUrl = (url: string) => url.replace(secretParams, '$1[redacted]');

/** A failed query's message without its parameters (they can hold password hashes and token hashes). */
export function redactError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const message = error.message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message,
    code: (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code,
    stack: error.stack?.replace(error.message, message),
    ...(cause instanceof Error ? { cause: { type: cause.name, message: cause.message } } : {}),
  };
}

/** Logger settings: secrets redacted from requests and errors. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> & object {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
      err: redactError as never,
    },
  };
}

/**
 * One log line per request: at debug normally, at info when slow or failed, so that the log at the
 * default level shows what needs attention, not every request (a line per request costs a third of
 * the throughput of a small request). Fastify's own "incoming request" line goes to debug too.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (ms >= SLOW_REQUEST_MS || reply.statusCode >= 500) reply.log.info(line, 'slow or failed request');
    else reply.log.debug(line, 'request completed');
  }
}
