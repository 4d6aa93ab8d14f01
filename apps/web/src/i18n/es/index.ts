import routes from './routes';
import shell from './shell';
import widgets from './widgets';
import admin from './admin';
import api from './api';

export default { ...routes, ...shell, ...widgets, ...admin, ...api } as Record<string, string>;
