import { Paper, type SxProps, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One column of a record table: its heading's text key and what a row shows in it. */
export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
  align?: 'right';
}

/**
 * Records as a table under their column headings (`headings` is where the headings' texts live), or
 * the empty state when there are none.
 */
export function RecordTable<T>({
  rows,
  columns,
  rowKey,
  headings = 'meridian.players.columns',
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  headings?: string;
}) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography sx={{ py: 2 }}>{translate('meridian.players.empty')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label} align={c.align}>
              {translate(`${headings}.${c.label}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A titled part of a page, named for screen readers by its title. */
export function Section({ title, children, sx }: { title: string; children: ReactNode; sx?: SxProps }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={[{ p: 2 }, ...(sx ? [sx] : [])] as SxProps}>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
