-- A session's own idle timeout, fixed at login from the brand's responsible-gaming rules
-- (15 minutes is the strict option); null: the server's SESSION_IDLE_MINUTES.
alter table member_session add column idle_minutes integer check (idle_minutes between 5 and 1440);
