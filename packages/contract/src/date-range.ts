import { z } from 'zod';
import { integer } from './request-input.js';

/** A moment as whole unix seconds, read from a query string; fits a signed 32-bit integer. */
export const unixSecondsSchema = () =>
  integer(
    z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
  );

// A schema per field (see request-input): `from` and `to` are two uses.
const dateRangeShape = { from: unixSecondsSchema().optional(), to: unixSecondsSchema().optional() };
type DateRange = z.output<z.ZodObject<typeof dateRangeShape>>;

/**
 * A history query: the given fields plus optional `from`/`to` (unix seconds), refused when the
 * start is after the end.
 */
export function withDateRange<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, ...dateRangeShape }).refine(
    // A generic shape's output type does not show `from`/`to`, though the object always has them.
    (query) => {
      const { from, to } = query as DateRange;
      return from === undefined || to === undefined || from <= to;
    },
    { message: 'The start date must not be after the end date.', path: ['from'] },
  );
}
