import { Alert, Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Key, type ReactNode, useState } from 'react';
import { Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import { ListTable } from './record-table';

/**
 * A page of one setting per row (a sport's live delay, a currency's payout limit): the table the
 * server answers, and on each row, for a role that may edit the resource, the button that opens the
 * row's dialog. A change loads the table again.
 */
export function SettingsPage<Data extends { list: readonly unknown[] }>({
  resource,
  load,
  title,
  intro,
  columns,
  rowKey,
  changeLabel,
  editor,
}: {
  /** The resource whose `edit` the change buttons need; its answer is cached under its name. */
  resource: string;
  load: () => Promise<Data>;
  title: string;
  intro: (data: Data) => string;
  /** The rows' own columns, the first (the row's name) as each row's header; the change buttons' follows. */
  columns: { label: string; align?: 'right'; cell: (row: Data['list'][number]) => ReactNode }[];
  rowKey: (row: Data['list'][number]) => Key;
  /** The change button's accessible name, which names the row. */
  changeLabel: (row: Data['list'][number]) => string;
  /** The dialog that changes a row; it calls `onClose(true)` once it has. */
  editor: (row: Data['list'][number], onClose: (changed: boolean) => void) => ReactNode;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { canAccess: canChange = false } = useCanAccess({ resource, action: 'edit' });
  const { data, error, isPending } = useQuery({ queryKey: [resource], queryFn: load });
  const [editing, setEditing] = useState<Data['list'][number] | null>(null);
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (isPending || !data) return <Loading />;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intro(data)}
      </Typography>
      <ListTable columns={[...columns.map(({ label, align }) => ({ text: label, align })), '']}>
        {data.list.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column, index) => (
              <TableCell
                key={column.label}
                align={column.align}
                component={index === 0 ? 'th' : undefined}
                scope={index === 0 ? 'row' : undefined}
              >
                {column.cell(row)}
              </TableCell>
            ))}
            <TableCell align="right">
              {canChange && (
                <Button size="small" variant="outlined" aria-label={changeLabel(row)} onClick={() => setEditing(row)}>
                  {translate('meridian.players.change')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      {editing !== null &&
        editor(editing, (changed) => {
          setEditing(null);
          if (changed) void queryClient.invalidateQueries({ queryKey: [resource] });
        })}
    </Stack>
  );
}
