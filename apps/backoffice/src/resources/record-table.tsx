import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Paper,
  Stack,
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  type TableProps,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Read by screen readers, not shown. */
export const SCREEN_READER_ONLY = {
  position: 'absolute',
  // Pixels: a bare 1 in sx is 100 %.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A column's heading: its text, or the text with money's right alignment, or one read to screen readers
 * only (over a row's buttons, which say what they do).
 */
export type Heading = string | { text: string; align?: 'right'; hidden?: boolean };

/** A small table under one row of headings; `children` are its rows. */
export function HeadedTable({
  columns,
  children,
  label,
}: {
  columns: readonly Heading[];
  children: ReactNode;
  /** The table's accessible name, where no heading names it. */
  label?: string;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => {
            const { text, align, hidden } = typeof column === 'string' ? { text: column } : column;
            return (
              <TableCell key={text} align={align}>
                {hidden ? (
                  <Box component="span" sx={SCREEN_READER_ONLY}>
                    {text}
                  </Box>
                ) : (
                  text
                )}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** A desk's list as a table in its card; a table wider than the card scrolls in it. */
export function ListTable(props: Parameters<typeof HeadedTable>[0]) {
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <HeadedTable {...props} />
    </Paper>
  );
}

/**
 * A list that starts new records: its title (or, without one, its explanation) beside the New button,
 * then its table of `children` rows, or the empty state when there are none. `status` (an error, a
 * spinner) stands in place of the table while the list has not come.
 */
export function CreatableList({
  title,
  titleId,
  intro,
  label = title,
  newLabel,
  onNew,
  empty,
  status,
  columns,
  children,
  footer,
}: {
  title?: string;
  /** The heading's id: the list is then a section it names. */
  titleId?: string;
  /** The list's explanation: beside the button without a title, under the title with one. */
  intro?: string;
  /** The table's accessible name; the title by default. */
  label?: string;
  newLabel: string;
  onNew: () => void;
  /** What the empty state says; null while there are records. */
  empty: string | null;
  status?: ReactNode;
  columns: readonly Heading[];
  children: ReactNode;
  /** A note under the table. */
  footer?: ReactNode;
}) {
  return (
    <Stack spacing={2} component={titleId ? 'section' : 'div'} aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {title === undefined ? (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', maxWidth: 760 }}>
            {intro}
          </Typography>
        ) : (
          <Typography id={titleId} component="h2" variant="h6" sx={{ mr: 'auto' }}>
            {title}
          </Typography>
        )}
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
          {newLabel}
        </Button>
      </Stack>
      {title !== undefined && intro && (
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
      )}
      {status ??
        (empty !== null ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography>{empty}</Typography>
          </Paper>
        ) : (
          <ListTable label={label} columns={columns}>
            {children}
          </ListTable>
        ))}
      {footer}
    </Stack>
  );
}

/**
 * A long or wide table that scrolls inside its card, not the whole page with the menu, its headings
 * (`head`, one row or more) in sight; the table's own look comes in its props.
 */
export function ScrollingTable({
  maxHeight,
  head,
  headSx,
  children,
  ...table
}: TableProps & { maxHeight: number; head: ReactNode; headSx?: SxProps }) {
  return (
    <TableContainer sx={{ maxHeight, contain: 'inline-size' }}>
      <Table size="small" {...table}>
        <TableHead sx={headSx}>{head}</TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

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
    <HeadedTable columns={columns.map((c) => ({ text: translate(`${headings}.${c.label}`), align: c.align }))}>
      {rows.map((row) => (
        <TableRow key={rowKey(row)}>
          {columns.map((c) => (
            <TableCell key={c.label} align={c.align}>
              {c.render(row)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </HeadedTable>
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
