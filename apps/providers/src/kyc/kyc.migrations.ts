import { adoptTables, type ProviderMigration, statementsOf } from '../shared/migrations.js';
import { owedCallsTable } from '../shared/owed-calls.js';

/**
 * The provider's own tables (`kyc_*`), made on the database it is given when it starts: applicants
 * (one per operator user), their short-lived access tokens (kept hashed), the uploaded files (kept
 * in the database, out of any web root), the submissions with their outcome, and the webhooks owed
 * to the operator.
 */
export const KYC_MIGRATIONS: readonly ProviderMigration[] = [
  {
    // The tables as `create table if not exists` made them before the provider had a schema: moved
    // into it with their rows where they are, made where they are not.
    name: '0001_tables',
    statements: (s) => [
      ...adoptTables(s, ['kyc_applicants', 'kyc_access_tokens', 'kyc_submissions', 'kyc_files', 'kyc_outbox']),
      ...statementsOf(`
create table if not exists ${s}.kyc_applicants (
  id text primary key,
  user_ref text not null unique,
  level text not null,
  first_name text,
  last_name text,
  birthday text check (birthday ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  country text not null,
  lang text not null,
  status text not null default 'init' check (status in ('init', 'pending', 'approved', 'rejected', 'review')),
  reasons jsonb not null default '[]',
  revision integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists kyc_applicants_review on ${s}.kyc_applicants (updated_at) where status = 'review';
create table if not exists ${s}.kyc_access_tokens (
  token_hash text primary key,
  applicant_id text not null references ${s}.kyc_applicants (id),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index if not exists kyc_access_tokens_expiry on ${s}.kyc_access_tokens (expires_at);
create table if not exists ${s}.kyc_submissions (
  id text primary key,
  applicant_id text not null references ${s}.kyc_applicants (id),
  document_type text not null check (document_type in ('passport', 'id_card', 'driving_licence')),
  country text not null,
  first_name text not null,
  last_name text not null,
  birthday text not null,
  document_number text not null,
  document_expiry text not null,
  status text not null check (status in ('approved', 'rejected', 'review')),
  reasons jsonb not null default '[]',
  decided_by text,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists kyc_submissions_applicant on ${s}.kyc_submissions (applicant_id, created_at desc);
create table if not exists ${s}.kyc_files (
  id text primary key,
  applicant_id text not null references ${s}.kyc_applicants (id),
  submission_id text references ${s}.kyc_submissions (id),
  kind text not null check (kind in ('front', 'back', 'selfie')),
  mime text not null,
  size integer not null,
  width integer,
  height integer,
  content bytea not null,
  created_at timestamptz not null default now()
);
alter table ${s}.kyc_files add column if not exists doubt text;
create index if not exists kyc_files_draft on ${s}.kyc_files (applicant_id, kind) where submission_id is null;
`),
      ...owedCallsTable(s, 'kyc_outbox', 'applicant_id', 'kyc_applicants'),
    ],
  },
];
