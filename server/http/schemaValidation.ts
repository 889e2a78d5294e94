// How the REST routes check their schemas: Fastify's own validator (ajv, same defaults), with
// two differences found by tests/server/fuzz.test.ts:
// - a JSON body is never coerced. Path params and query strings are text, so "42" becomes 42
//   there as before; in a JSON body the client chose the type, and the wrong one is bad input
//   (ARCHITECTURE.md, data flow rules): `{"guestRating": true}` used to rate +1 and
//   `{"commentText": true}` used to post the comment "true".
// - no NaN or Infinity gets through. Ajv coerces the text "Infinity" to Infinity and then skips
//   its minimum and maximum (they only look at finite numbers), so `?albumId=Infinity` reached
//   the database, which PostgreSQL refused with a 500.
// - no text holds a NUL character or an unpaired surrogate (refuseBadText, on every route, with
//   a schema or not): PostgreSQL's text columns refuse NUL, and a lookup by such a name failed
//   with a 500; a search for "\ud800" failed building its links (encodeURIComponent throws).
// Unknown body properties are still dropped, as Fastify does by default. The query service
// refuses bad text with the same checks (badTextProblem, badDocumentProblem), so this module sits
// below both (docs/decisions.md, one-way layers).
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { ApiError } from '../errors.ts';
import { BAD_TEXT_MESSAGE, badTextPath, findInJson, isBadText, pathText } from '../schemas/validate.ts';

const compilers = AjvCompiler();
const coercing = compilers({}, { customOptions: {} });
const strict = compilers({}, { customOptions: { coerceTypes: false } });

type AjvValidate = ReturnType<ReturnType<typeof compilers>>;

/** The path (`/a/0`) of the first number that is NaN or infinite in a (coerced) value, or null. */
function nonFinitePath(value: unknown): string | null {
  const found = findInJson(value, (item) => typeof item === 'number' && !Number.isFinite(item));
  return found === null ? null : pathText(found, '/');
}

/** The ajv function, refusing a value that still holds NaN or Infinity once it passed. */
function refusingNonFinite(validate: AjvValidate): AjvValidate {
  const checked = ((data: unknown) => {
    const valid = validate(data);
    checked.errors = validate.errors;
    if (valid !== true) return valid;
    const path = nonFinitePath(data);
    if (path === null) return true;
    checked.errors = [{ instancePath: path, schemaPath: '#', keyword: 'finite', params: {}, message: 'must be a finite number' }];
    return false;
  }) as AjvValidate;
  return checked;
}

export const restValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const compile = route.httpPart === 'body' ? strict : coercing;
  return refusingNonFinite(compile({ ...route, schema: route.schema as object, httpPart: route.httpPart ?? '' })) as ReturnType<
    FastifySchemaCompiler<unknown>
  >;
};

/** What is wrong with a request whose params, query string or body hold bad text (isBadText), or null. */
export function badTextProblem(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): string | null {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const path = badTextPath(value, part);
    if (path !== null) return `${path} ${BAD_TEXT_MESSAGE}.`;
  }
  return null;
}

/** The same for a GraphQL document, whose string literals may spell the characters as \u escapes. */
export function badDocumentProblem(document: string): string | null {
  const unescaped = document.replace(/\\u([0-9a-fA-F]{4})/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return isBadText(unescaped) ? `query ${BAD_TEXT_MESSAGE}.` : null;
}

/** preValidation hook: refuses bad text anywhere in a request's input. */
export async function refuseBadText(request: FastifyRequest): Promise<void> {
  const problem = badTextProblem(request);
  if (problem) throw new ApiError('VALIDATION_FAILED', problem);
}
