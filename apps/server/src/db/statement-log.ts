import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * With SQL_STATEMENT_LOG naming a folder, every process appends each distinct statement text it
 * sends to a file of its own there, one JSON string a line. CI sets it for the pass on embedded
 * PGlite so that each statement of that pass can be prepared once on the PostgreSQL server
 * (scripts/check-statements.ts): PGlite is a newer PostgreSQL than the server, and a statement only
 * the newer one understands would otherwise pass unseen. Unset (every deployment), it is null and
 * the client does nothing more.
 */
function statementRecorder(folder: string | undefined): ((text: unknown) => void) | null {
  if (!folder) return null;
  const seen = new Set<string>();
  const file = join(folder, `statements-${process.pid}.jsonl`);
  mkdirSync(folder, { recursive: true });
  return (text) => {
    if (typeof text !== 'string' || seen.has(text)) return;
    seen.add(text);
    appendFileSync(file, `${JSON.stringify(text)}\n`);
  };
}

export const recordStatement = statementRecorder(process.env.SQL_STATEMENT_LOG);
