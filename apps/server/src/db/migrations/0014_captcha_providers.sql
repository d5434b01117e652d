-- A brand's captcha: the built-in image (no row, or kind 'image') or a hosted challenge in the
-- Turnstile / hCaptcha style, whose browser widget gives a token the server verifies with the
-- provider's siteverify call. The secret never leaves the server.
create table captcha_provider (
  merchant_id integer primary key references merchant (id) on delete cascade,
  kind text not null check (kind in ('image', 'hosted')),
  site_key text,
  secret text,
  verify_url text,
  script_url text,
  updated_at timestamptz not null default now(),
  check (
    kind = 'image'
    or (site_key is not null and secret is not null and verify_url is not null and script_url is not null)
  )
);
