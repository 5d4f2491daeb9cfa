import type { AuditRecordView } from '@meridian/contract/operators';
import { Box, Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateField,
  DateTimeInput,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  TextInput,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';

function Json({ label, value }: { label: string; value: Record<string, unknown> | null }) {
  const translate = useTranslate();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box component="pre" sx={{ m: 0, fontSize: '0.8rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {value ? JSON.stringify(value, null, 2) : translate('meridian.audit.nothing')}
      </Box>
    </Box>
  );
}

/** A record opened in its row: what was there before and after, and the chain's hashes. */
function AuditDetail() {
  const record = useRecordContext<AuditRecordView>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      <Stack direction="row" spacing={3}>
        <Json label={translate('meridian.audit.before')} value={record.before} />
        <Json label={translate('meridian.audit.after')} value={record.after} />
      </Stack>
      <Typography variant="caption" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {translate('meridian.audit.prevHash')}: {record.prev_hash}
        <br />
        {translate('meridian.audit.hash')}: {record.hash}
      </Typography>
    </Stack>
  );
}

/** Who acted: the operator's e-mail when the role may list operators, else their id; none for the system. */
function Actor() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'operators', action: 'list' });
  return (
    <FunctionField<AuditRecordView>
      render={(record) =>
        record.operator_id === null ? (
          translate('meridian.audit.system')
        ) : canAccess ? (
          <ReferenceField source="operator_id" reference="operators" link={false} />
        ) : (
          `#${record.operator_id}`
        )
      }
    />
  );
}

export function AuditList() {
  const translate = useTranslate();
  const { canAccess: seesOperators } = useCanAccess({ resource: 'operators', action: 'list' });
  const filters = [
    ...(seesOperators
      ? [
          <ReferenceInput key="operator_id" source="operator_id" reference="operators">
            <AutocompleteInput optionText="email" />
          </ReferenceInput>,
        ]
      : []),
    <TextInput key="action" source="action" />,
    <DateTimeInput key="from" source="from" />,
    <DateTimeInput key="to" source="to" />,
  ];
  return (
    <List filters={filters} exporter={false} perPage={50} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} expand={<AuditDetail />} rowClick="expand">
        <DataTable.Col source="created_at" disableSort>
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="operator_id" disableSort>
          <Actor />
        </DataTable.Col>
        <DataTable.Col source="operator_role" disableSort>
          <FunctionField<AuditRecordView>
            render={(record) => (record.operator_role ? translate(`meridian.roles.${record.operator_role}`) : '')}
          />
        </DataTable.Col>
        <DataTable.Col source="ip" disableSort />
        <DataTable.Col source="action" disableSort />
        <DataTable.Col source="target" disableSort />
        <DataTable.Col source="reason" disableSort />
      </DataTable>
    </List>
  );
}
