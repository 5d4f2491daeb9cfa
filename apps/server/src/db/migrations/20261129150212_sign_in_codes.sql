-- A sign-in code: past the per-account limit of wrong passwords, a right password from a browser
-- the account does not know is confirmed by a code sent to the player's e-mail or phone.
alter table verification_codes drop constraint verification_codes_purpose_check;
alter table verification_codes add constraint verification_codes_purpose_check
  check (purpose in ('registration', 'recovery', 'activate_email', 'activate_phone', 'change_phone', 'sign_in'));
