-- `wallet_request` keeps one row per money call's idempotency key and is only ever read,
-- changed and deleted by that key, so no plan of the portal depends on its statistics beyond
-- the key. At the default scale factor it was analysed every tenth of growth, and on the
-- embedded database (`pglite-analyze.ts`, which honours these settings as autovacuum does)
-- its analysis was the longest hold of the event loop, 19 to 31 ms: its rows carry the stored
-- answers, so a sample touches most of its pages. Analysed as it doubles, on both databases.
alter table wallet_request set (autovacuum_analyze_scale_factor = 1);
