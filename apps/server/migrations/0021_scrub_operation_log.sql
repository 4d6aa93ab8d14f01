-- The operation log kept the values of secret fields whose names its old pattern missed (apiKey, privateKey,
-- encodingAesKey of bank, payment and official-account configurations). Mask them in the rows already there;
-- new rows are masked by the contract's secret fields (platform/audit.ts).
UPDATE sys_operation_log
   SET content = content
       || CASE WHEN content ? 'apiKey' THEN jsonb_build_object('apiKey', '***') ELSE '{}'::jsonb END
       || CASE WHEN content ? 'privateKey' THEN jsonb_build_object('privateKey', '***') ELSE '{}'::jsonb END
       || CASE WHEN content ? 'encodingAesKey' THEN jsonb_build_object('encodingAesKey', '***') ELSE '{}'::jsonb END
 WHERE jsonb_typeof(content) = 'object' AND (content ? 'apiKey' OR content ? 'privateKey' OR content ? 'encodingAesKey');
