-- Text pages per language and the top-page banners.
create table content_pages (
  slug text not null,
  language text not null,
  title text not null,
  body text not null,
  position integer not null default 0,
  updated_at timestamptz not null default now(),
  primary key (slug, language)
);

create table banners (
  id integer primary key,
  image text not null,
  path text not null,
  titles jsonb not null,
  descriptions jsonb not null,
  position integer not null default 0,
  is_active boolean not null default true
);
