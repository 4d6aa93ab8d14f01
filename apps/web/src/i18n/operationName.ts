import type { TFunction } from 'i18next';

/** The translated name of a server operation (endpoint id), falling back to the contract's English summary. */
export const operationName = (t: TFunction, endpointId: string, summary: string) => t(`api.${endpointId}`, { defaultValue: summary });
