// `npm run bench`: every suite under suites/ prints its figures and a pass/fail against its target.
import path from 'node:path';
import { runSuites } from '../harness/runner';

await runSuites(path.join(import.meta.dirname, 'suites'), 'Cloud Canteen benchmarks');
