import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry secrets; their values never reach a log line. The account mails'
 * links carry single-use codes (resetCode on the checkout origin, verifyEmail on the app's).
 */
const SECRET_PARAMS = ['token', 'accessToken', 'access_token', 'transferToken', 'resetToken', 'resetCode', 'verifyEmail'];

const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'g');

/** The url with every secret query parameter's value replaced by [redacted]. */
function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAM, '$1[redacted]') : url;
}

/** pino options for Fastify: structured JSON, no authorization header, no token in urls. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'accessToken',
        '*.accessToken',
        'token',
        '*.token',
        'password',
        '*.password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
    },
  };
}
