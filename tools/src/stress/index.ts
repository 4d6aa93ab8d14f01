// `npm run stress`: the reliability and security suites under suites/ at full size.
import path from 'node:path';
import { runSuites } from '../harness/runner';

await runSuites(path.join(import.meta.dirname, 'suites'), 'Cloud Canteen reliability suites');
