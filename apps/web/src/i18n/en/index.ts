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

export default { ...routes, ...shell, ...widgets, ...admin, ...api, ...canteens, ...settings, ...devices, ...devicesAi, ...people } as Record<string, string>;
