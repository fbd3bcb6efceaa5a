/**
 * Reads what PGlite's PostgreSQL answers to the runner's messages (pglite-runner.ts), straight from the bytes of
 * the wire protocol: the rows of a statement whose columns are known since it was prepared, the count of changed
 * rows, a statement's parameter types and columns, and errors. PGlite's own reading made an object per protocol
 * message and per field before building the rows; in the database worker's profile it was about a fifth of the
 * thread's time, next to the statements' own execution.
 */
import type { PGlite } from '@electric-sql/pglite';

/** A column of a statement's rows: its name and how its text becomes a value (PGlite's parser for its type). */
export interface Column {
  name: string;
  parse: ((text: string, type: number) => unknown) | undefined;
  type: number;
}

export interface Reply {
  rows: Record<string, unknown>[];
  /** Rows changed by an INSERT, UPDATE, DELETE, MERGE or COPY; 0 for anything else, as PGlite counts them. */
  affectedRows: number;
  /** From a Describe of the statement: its parameters' types, and its columns (none when it returns no rows). */
  parameterTypes?: number[];
  columns?: Column[];
  error?: Error;
}

const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

// The fields of an ErrorResponse, by their protocol letter, under the names node-postgres and PGlite give them.
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/** Reads one exchange's answers; `columns` are the statement's, for its data rows. */
export function readReply(bytes: Uint8Array, columns: readonly Column[] | undefined, parsers: PGlite['parsers']): Reply {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const reply: Reply = { rows: [], affectedRows: 0 };
  const cstring = (start: number) => {
    const end = buffer.indexOf(0, start);
    return { text: buffer.toString('utf8', start, end), next: end + 1 };
  };
  let offset = 0;
  while (offset + 5 <= buffer.length) {
    const code = buffer[offset];
    const end = offset + 1 + buffer.readInt32BE(offset + 1);
    let at = offset + 5;
    switch (code) {
      case 0x44: {
        // DataRow
        if (!columns) break;
        const count = buffer.readInt16BE(at);
        at += 2;
        const row: Record<string, unknown> = {};
        for (let index = 0; index < count; index += 1) {
          const length = buffer.readInt32BE(at);
          at += 4;
          const column = columns[index];
          if (!column) break;
          if (length < 0) {
            row[column.name] = null;
            continue;
          }
          const text = buffer.toString('utf8', at, at + length);
          at += length;
          row[column.name] = column.parse ? column.parse(text, column.type) : text;
        }
        reply.rows.push(row);
        break;
      }
      case 0x43: {
        // CommandComplete: "UPDATE 2", "INSERT 0 1", "SELECT 3", "CREATE TABLE"
        const tag = cstring(at).text.split(' ');
        const count = Number(tag[tag.length - 1]);
        if (COUNTED_COMMANDS.has(tag[0] ?? '') && Number.isInteger(count)) reply.affectedRows += count;
        break;
      }
      case 0x74: {
        // ParameterDescription
        const count = buffer.readInt16BE(at);
        reply.parameterTypes = Array.from({ length: count }, (_, index) => buffer.readInt32BE(at + 2 + index * 4));
        break;
      }
      case 0x54: {
        // RowDescription
        const count = buffer.readInt16BE(at);
        at += 2;
        reply.columns = [];
        for (let index = 0; index < count; index += 1) {
          const name = cstring(at);
          const type = buffer.readInt32BE(name.next + 6);
          reply.columns.push({ name: name.text, type, parse: parsers[type] });
          at = name.next + 18;
        }
        break;
      }
      case 0x45: {
        // ErrorResponse: the first error counts, PostgreSQL skips the rest of the messages up to the Sync.
        if (reply.error) break;
        const fields: Record<string, string> = {};
        while (buffer[at] !== 0 && at < end) {
          const letter = String.fromCharCode(buffer[at] ?? 0);
          const value = cstring(at + 1);
          fields[ERROR_FIELDS[letter] ?? letter] = value.text;
          at = value.next;
        }
        const { M: message = 'Unknown database error', ...rest } = fields;
        reply.error = Object.assign(new Error(message), rest);
        break;
      }
      // ParseComplete, BindComplete, CloseComplete, NoData, ReadyForQuery, notices and parameter status say nothing
      // the portal uses.
    }
    offset = end;
  }
  return reply;
}
