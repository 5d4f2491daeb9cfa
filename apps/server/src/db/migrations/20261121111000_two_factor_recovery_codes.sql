-- Single-use recovery codes of two-factor authentication, stored hashed.
create table two_factor_recovery_codes (
  user_id bigint not null references users (id),
  hash text not null,
  used_at timestamptz,
  primary key (user_id, hash)
);
