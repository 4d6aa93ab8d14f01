import routes from './routes';
import shell from './shell';
import widgets from './widgets';
import admin from './admin';
import api from './api';
import canteens from './canteens';
import settings from './settings';
import devices from './devices';
import devicesAi from './devicesAi';
import people from './people';
import peopleMaster from './peopleMaster';
import customers from './customers';
import accounts from './accounts';
import accountRecords from './accountRecords';
import accountImports from './accountImports';

export default { ...routes, ...shell, ...widgets, ...admin, ...api, ...canteens, ...settings, ...devices, ...devicesAi, ...people, ...peopleMaster, ...customers, ...accounts, ...accountRecords, ...accountImports } as Record<string, string>;
