import * as z from 'zod/mini';

/**
 * A lottery game drawn at a fixed local time on some weekdays (the VN stations' weekly rota,
 * 4D's draw days) or days of the month (the Thai draw on the 1st and 16th), stored as
 * `lottery_game.draw_schedule`: configuration, in the draw's own time zone. Each draw is one
 * period, selling from the game's previous draw until `close_seconds` before this one.
 */

const distinct = (values: number[]) => new Set(values).size === values.length;

export const drawScheduleSchema = z
  .object({
    /** IANA zone of the draw (`Asia/Ho_Chi_Minh`). */
    timeZone: z.string().check(
      z.refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'field_invalid'),
    ),
    /** `HH:MM`, local. */
    drawTime: z.string().check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/u, 'field_invalid')),
    /** Weekdays it draws on, 0 Sunday to 6 Saturday; none twice. */
    days: z._default(
      z
        .array(z.number().check(z.int(), z.minimum(0), z.maximum(6)))
        .check(z.maxLength(7), z.refine(distinct, 'field_invalid')),
      [],
    ),
    /** Days of the month it draws on (1 to 28, so every month has them); none twice. */
    monthDays: z._default(
      z
        .array(z.number().check(z.int(), z.minimum(1), z.maximum(28)))
        .check(z.maxLength(28), z.refine(distinct, 'field_invalid')),
      [],
    ),
  })
  .check(
    // Weekdays or days of the month: one of the two, never both.
    z.refine((s) => s.days.length > 0 !== s.monthDays.length > 0, {
      message: 'field_invalid',
      path: ['days'],
    }),
  );
export type DrawSchedule = z.output<typeof drawScheduleSchema>;
