-- Offline records are also held for review when the merchant does not allow offline payments ('offlineOff') or when
-- one is above the merchant's offline payment cap ('overOfflineMax'), settings key 'pay': the device took the money,
-- so the record is kept for a reviewer to book or reject rather than refused.
ALTER TABLE offline_held DROP CONSTRAINT offline_held_reason_check;
ALTER TABLE offline_held ADD CONSTRAINT offline_held_reason_check
  CHECK (reason IN ('tooOld', 'inFuture', 'offlineOff', 'overOfflineMax'));
