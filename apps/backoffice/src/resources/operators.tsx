import { OPERATOR_ROLES, OPERATOR_STATUSES } from '@meridian/contract/operators';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  Create,
  DataTable,
  DateField,
  Edit,
  FunctionField,
  List,
  maxLength,
  minLength,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { OperatorRecord } from '../api/data-provider';
import { choicesOf } from './formatting';

export const roleChoices = choicesOf(OPERATOR_ROLES, 'meridian.roles');
const statusChoices = choicesOf(OPERATOR_STATUSES, 'meridian.statuses');

/** Every change is written to the audit with the reason typed for it (3 to 500 characters, as the API asks). */
export function ReasonInput() {
  const translate = useTranslate();
  return (
    <TextInput
      source="reason"
      multiline
      minRows={2}
      fullWidth
      validate={[required(), minLength(3), maxLength(500)]}
      helperText={translate('meridian.operators.reasonHelp')}
      defaultValue=""
    />
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];

function RoleLabel({ record }: { record: OperatorRecord }) {
  const translate = useTranslate();
  return <>{translate(`meridian.roles.${record.role}`)}</>;
}

function StatusLabel({ record }: { record: OperatorRecord }) {
  const translate = useTranslate();
  return <>{translate(`meridian.statuses.${record.status}`)}</>;
}

export function OperatorList() {
  return (
    <List filters={filters} sort={{ field: 'email', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="email" />
        <DataTable.Col source="role">
          <FunctionField<OperatorRecord> render={(record) => <RoleLabel record={record} />} />
        </DataTable.Col>
        <DataTable.Col source="status">
          <FunctionField<OperatorRecord> render={(record) => <StatusLabel record={record} />} />
        </DataTable.Col>
        <DataTable.Col source="enrolled">
          <BooleanField source="enrolled" />
        </DataTable.Col>
        <DataTable.Col source="created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="last_sign_in_at">
          <DateField source="last_sign_in_at" showTime emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** The one-time password of a new operator, shown once, then the list. */
function CreatedDialog({ created, onClose }: { created: OperatorRecord; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="created-title">
      <DialogTitle id="created-title">{translate('meridian.operators.createdTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('meridian.operators.createdHelp', { email: created.email })}</DialogContentText>
        <Typography variant="caption" component="p" id="created-password-label" sx={{ mt: 2 }}>
          {translate('meridian.setup.oneTimePassword')}
        </Typography>
        <Typography aria-labelledby="created-password-label" sx={{ fontFamily: 'monospace', fontSize: '1.2rem' }}>
          {created.one_time_password}
        </Typography>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} variant="contained" autoFocus>
          {translate('meridian.operators.done')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

export function OperatorCreate() {
  const redirect = useRedirect();
  const [created, setCreated] = useState<OperatorRecord | null>(null);
  return (
    <>
      <Create<OperatorRecord> mutationOptions={{ onSuccess: (record) => setCreated(record) }} redirect={false}>
        <SimpleForm>
          <TextInput source="email" type="email" validate={[required(), maxLength(254)]} />
          <SelectInput source="role" choices={roleChoices} validate={required()} />
          <ReasonInput />
        </SimpleForm>
      </Create>
      {created && <CreatedDialog created={created} onClose={() => redirect('list', 'operators')} />}
    </>
  );
}

export function OperatorEdit() {
  return (
    <Edit<OperatorRecord> mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="email" disabled />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <SelectInput source="status" choices={statusChoices} validate={required()} />
        <ReasonInput />
      </SimpleForm>
    </Edit>
  );
}
