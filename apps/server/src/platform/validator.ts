import type { FieldErrors } from '@meridian/contract/envelope';
import { findNul, flatAndClean, MAX_INPUT_DEPTH, nestedTooDeep } from '@meridian/contract/request-input';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { validationFailed } from './errors.js';

export const NUL_MESSAGE = 'Must not contain the NUL character.';
export const DEPTH_MESSAGE = `Must not nest objects and arrays more than ${MAX_INPUT_DEPTH} levels deep.`;

// The marker fastify-type-provider-zod puts on its validation issues; the error handler maps
// issues carrying it to 422 field errors, so a NUL refusal answers exactly like any other.
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The contract's validator with two rules for every route and every part it validates (body,
 * query, params, headers): data nested deeper than MAX_INPUT_DEPTH is refused before anything
 * walks it, and no string may hold U+0000, which PostgreSQL cannot store in text. The raw input is
 * checked before the schema reads it, so keys of free-form records and values that a schema would
 * turn into numbers are covered too. Only the first NUL is named: a body full of them costs one.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  const refuse = (path: string, message: string) => {
    const issue = {
      [ZOD_ISSUE]: true,
      keyword: 'invalid_format',
      instancePath: path ? `/${path.replaceAll('.', '/')}` : '',
      schemaPath: '#',
      message,
      params: { missingProperty: route.httpPart ?? 'body' },
    };
    return { error: [issue] as unknown as Error };
  };
  return (data: unknown) => {
    if (flatAndClean(data)) return validate(data);
    if (nestedTooDeep(data)) return refuse('', DEPTH_MESSAGE);
    const path = findNul(data);
    return path === null ? validate(data) : refuse(path, NUL_MESSAGE);
  };
};

/** Parses a signed body after its signature was checked; bad JSON or fields answer 422. */
export function parseSignedBody<T>(schema: ZodType<T>, text: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw validationFailed({ body: ['The body is not valid JSON.'] });
  }
  // Signed bodies skip the route validator, so they get its rules here.
  if (nestedTooDeep(json)) throw validationFailed({ body: [DEPTH_MESSAGE] });
  const nul = findNul(json);
  if (nul !== null) throw validationFailed({ [nul || 'body']: [NUL_MESSAGE] });
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body';
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  throw validationFailed(errors);
}
