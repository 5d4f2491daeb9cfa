-- Reference data the operator can edit in place: currencies, countries with their geo flags,
-- languages, sports and casino dictionaries.
create table currencies (
  id integer primary key,
  code text not null unique,
  name text not null,
  symbol text not null,
  scale smallint not null check (scale between 0 and 18),
  is_hidden boolean not null default false
);

create table countries (
  id integer primary key,
  code char(2) not null unique,
  name text not null,
  phone_code text not null,
  currency_id integer not null references currencies (id),
  currencies integer[] not null default '{}',
  language text not null default 'en',
  is_reg_off boolean not null default false,
  is_blocked boolean not null default false,
  is_off_change_country boolean not null default false,
  is_off_wallets boolean not null default false,
  is_off_mobile_app boolean not null default false,
  is_off_footer_links boolean not null default false,
  is_off_curacao boolean not null default false,
  casino_regular_off boolean not null default false,
  casino_live_off boolean not null default false
);

create table languages (
  code text primary key,
  native text not null,
  flag text not null,
  position integer not null default 0
);

create table sports (
  id integer primary key,
  slug text not null unique,
  names jsonb not null,
  position integer not null default 0
);

create table casino_categories (
  id integer primary key,
  slug text not null unique,
  names jsonb not null,
  position integer not null default 0
);

create table casino_providers (
  id integer primary key,
  code text not null unique,
  name text not null,
  is_live boolean not null default false
);
