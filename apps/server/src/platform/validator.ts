import { findNul } from '@meridian/contract/request-input';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

export const NUL_MESSAGE = 'Must not contain the NUL character.';

// The marker fastify-type-provider-zod puts on its validation issues; the error handler maps
// issues carrying it to 422 field errors, so a NUL refusal answers exactly like any other.
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The contract's validator with one rule for every route and every part it validates (body,
 * query, params, headers): no string may hold U+0000, which PostgreSQL cannot store in text.
 * The raw input is checked before the schema reads it, so keys of free-form records and values
 * that a schema would turn into numbers are covered too.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const paths = findNul(data);
    if (paths.length === 0) return validate(data);
    const issues = [...new Set(paths)].map((path) => ({
      [ZOD_ISSUE]: true,
      keyword: 'invalid_format',
      instancePath: path ? `/${path.replaceAll('.', '/')}` : '',
      schemaPath: '#',
      message: NUL_MESSAGE,
      params: { missingProperty: route.httpPart ?? 'body' },
    }));
    return { error: issues as unknown as Error };
  };
};
