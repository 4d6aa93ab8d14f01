import routes from './routes';
import shell from './shell';
import widgets from './widgets';
import admin from './admin';

export default { ...routes, ...shell, ...widgets, ...admin } as Record<string, string>;
