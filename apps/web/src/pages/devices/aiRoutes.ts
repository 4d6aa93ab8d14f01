import type { PageMap } from '../pageMap';

/** Pages of AI dish recognition (the hidden dishidentification children), one line each. */
export const devicesAiPages: PageMap = {};
