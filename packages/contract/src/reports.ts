import { z } from 'zod';

/**
 * The back office's reports (`GET /api/admin/v1/reports`, docs/backoffice.md, "Reports"): each UTC day
 * of a range, per currency, read from the ledger, so a report's figures are the money as it moved.
 *
 * - A product's **stakes** are the stakes its house account took (sports: the betting account; casino
 *   and live casino: the casino account, by the provider of each call), from cash, bonus money or free
 *   bets; its **GGR** is what the account kept that day: stakes less wins, refunds, rollbacks and
 *   resettlements.
 * - **Bonus cost** is what the house's bonus account paid out that day (bonuses credited, free bets
 *   staked) less what came back (forfeited bonus money, conversions above their cap). It is not split
 *   by product: one casino bonus plays at slots and live tables alike.
 * - **NGR** is the GGR of every product less the bonus cost.
 * - **Deposits** and **withdrawals** are the money paid in and paid out that day, with their counts.
 *
 * Money in minor units of the row's currency (`scale` digits). Players are counted once per day: the
 * active ones staked that day on any product, the new ones signed up that day.
 */

/** The longest range one report covers, in days. */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const day = z.iso.date();
const money = z.number().int();
const count = z.number().int().min(0);

export const reportQuerySchema = z
  .object({
    /** The first day (UTC), inclusive. */
    from: day,
    /** The last day (UTC), inclusive. */
    to: day,
  })
  .refine((query) => query.from <= query.to, {
    message: 'The start date must not be after the end date.',
    path: ['from'],
  })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) < REPORT_MAX_DAYS * DAY_MS, {
    message: `A report covers at most ${REPORT_MAX_DAYS} days.`,
    path: ['to'],
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

const figures = {
  currency: z.string(),
  /** Digits after the decimal point of the currency's minor units. */
  scale: z.number().int(),
  sports_stakes: money,
  sports_ggr: money,
  casino_stakes: money,
  casino_ggr: money,
  live_casino_stakes: money,
  live_casino_ggr: money,
  /** The three products' GGR together. */
  ggr: money,
  bonus_cost: money,
  /** GGR less bonus cost. */
  ngr: money,
  deposits: money,
  deposit_count: count,
  withdrawals: money,
  withdrawal_count: count,
};

/** The figures of a row, each an integer: money in minor units, counts. */
export type ReportFigures = Omit<z.output<z.ZodObject<typeof figures>>, 'currency' | 'scale'>;
export const REPORT_FIGURES = Object.keys(figures).filter(
  (name) => name !== 'currency' && name !== 'scale',
) as (keyof ReportFigures)[];

/** Every figure at zero: a day or currency where nothing has been summed yet. */
export const noFigures = (): ReportFigures =>
  Object.fromEntries(REPORT_FIGURES.map((name) => [name, 0])) as ReportFigures;

/** One currency's figures of one day; a day and currency where no money moved has no row. */
export const reportRowSchema = z.object({ day, ...figures });
export type ReportRow = z.output<typeof reportRowSchema>;

export const reportSchema = z.object({
  from: day,
  to: day,
  rows: z.array(reportRowSchema),
  /** Each currency's figures over the whole range. */
  totals: z.array(z.object(figures)),
  /** Every day of the range, oldest first. */
  players: z.array(z.object({ day, active: count, new: count })),
});
export type Report = z.output<typeof reportSchema>;
