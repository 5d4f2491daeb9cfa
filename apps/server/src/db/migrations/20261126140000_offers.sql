-- Promotions (the /offers calls): categories and tags, each named per language, and the promotions
-- with their texts per language. English is the fallback of every other language.

create table promotion_categories (
  id integer primary key,
  slug text not null unique,
  position integer not null default 0
);

create table promotion_category_translations (
  category_id integer not null references promotion_categories (id) on delete cascade,
  language text not null,
  name text not null,
  primary key (category_id, language)
);

create table promotion_tags (
  id integer primary key,
  slug text not null unique,
  position integer not null default 0
);

create table promotion_tag_translations (
  tag_id integer not null references promotion_tags (id) on delete cascade,
  language text not null,
  name text not null,
  primary key (tag_id, language)
);

create table promotions (
  id integer primary key,
  image text not null,
  category_ids integer[] not null default '{}',
  tag_ids integer[] not null default '{}',
  starts_at timestamptz not null,
  -- Null: runs until further notice. Past it the promotion is listed as ended.
  ends_at timestamptz check (ends_at > starts_at),
  promo_code text check (promo_code ~ '^[A-Z0-9]{3,32}$'),
  -- The button: 'join' (sign-up, or a deposit once signed in) or 'link' to action_path.
  action text check (action in ('join', 'link')),
  action_path text check (action_path like '/%'),
  check ((action is not distinct from 'link') = (action_path is not null)),
  position integer not null default 0,
  is_active boolean not null default true
);

create table promotion_translations (
  promotion_id integer not null references promotions (id) on delete cascade,
  language text not null,
  title text not null,
  description text not null,
  -- Restricted HTML, as content_pages.body.
  body text not null,
  -- The text of a 'link' button.
  action_label text,
  primary key (promotion_id, language)
);
