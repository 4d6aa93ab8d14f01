-- An offline record that names its payer in a way the merchant does not take (pay settings: a person id while the
-- 'account' pay type is off, a card while 'card' is off…) is held for review like one sent while offline payments are
-- off, rather than booked past the setting (issue 23).
ALTER TABLE offline_held DROP CONSTRAINT offline_held_reason_check;
ALTER TABLE offline_held ADD CONSTRAINT offline_held_reason_check
  CHECK (reason IN ('tooOld', 'inFuture', 'offlineOff', 'payTypeOff', 'overOfflineMax'));
