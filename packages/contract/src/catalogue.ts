import type { AnyEndpoint } from './endpoint';
import { adminEndpoints } from './areas/admin';
import { authEndpoints } from './areas/auth';
import { filesEndpoints } from './areas/files';
import { settingsEndpoints } from './areas/settings';
import { canteensEndpoints } from './areas/canteens';
import { devicesEndpoints } from './areas/devices';
import { devicesAiEndpoints } from './areas/devicesAi';
import { peopleEndpoints } from './areas/people';
import { peopleMasterEndpoints } from './areas/peopleMaster';
import { customersEndpoints } from './areas/customers';
import { accountsEndpoints } from './areas/accounts';
import { accountRecordsEndpoints } from './areas/accountRecords';

/** Every envelope endpoint of the product. Server registration, the console client, OpenAPI and the access tests read it. */
export const catalogue: readonly AnyEndpoint[] = [
  ...authEndpoints,
  ...adminEndpoints,
  ...settingsEndpoints,
  ...filesEndpoints,
  ...canteensEndpoints,
  ...devicesEndpoints,
  ...devicesAiEndpoints,
  ...peopleEndpoints,
  ...peopleMasterEndpoints,
  ...customersEndpoints,
  ...accountsEndpoints,
  ...accountRecordsEndpoints,
];

export const endpointById = new Map(catalogue.map((e) => [e.id, e]));
