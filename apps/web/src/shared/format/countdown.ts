const DAY_S = 86_400;

export interface CountdownParts {
  days: number;
  /** Hours, minutes and seconds of the last day, each two digits: "07:04:09". */
  time: string;
  /** An ISO 8601 duration for `<time dateTime>`. */
  duration: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** What is left until `at` (unix seconds) at `now` (unix seconds), or null once it has come. */
export function countdownParts(at: number, now: number): CountdownParts | null {
  const left = Math.floor(at - now);
  if (left <= 0) return null;
  const days = Math.floor(left / DAY_S);
  const rest = left % DAY_S;
  const hours = Math.floor(rest / 3600);
  const minutes = Math.floor((rest % 3600) / 60);
  const seconds = rest % 60;
  return {
    days,
    time: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`,
    duration: `P${days}DT${hours}H${minutes}M${seconds}S`,
  };
}

/** Seconds as hours and minutes, "h:mm" ("0:05", "12:40"), with its ISO 8601 duration. */
export function hoursMinutes(seconds: number): { text: string; duration: string } {
  const total = Math.max(0, Math.floor(seconds / 60));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return { text: `${hours}:${pad(minutes)}`, duration: `PT${hours}H${minutes}M` };
}
