import type { ComponentType, LazyExoticComponent } from 'react';

/** An area's pages by full route path; routes.tsx gathers them into THE route table. */
export type PageMap = Record<string, LazyExoticComponent<ComponentType>>;
