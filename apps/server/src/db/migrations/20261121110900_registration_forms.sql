-- Sign-up forms per partner group and registration type, edited by the operator.
create table registration_forms (
  group_id integer not null,
  reg_type smallint not null check (reg_type in (1, 2, 3)),
  position integer not null default 0,
  fields jsonb not null,
  primary key (group_id, reg_type)
);
