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
