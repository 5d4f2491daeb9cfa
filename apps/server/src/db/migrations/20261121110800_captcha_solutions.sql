-- Solved captcha challenges, remembered until they expire so none is accepted twice.
create table captcha_solutions (
  salt text primary key,
  expires_at timestamptz not null
);
