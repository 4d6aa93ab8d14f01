/** The people module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. */
export { peopleHandlers } from './routes';
export { peopleMasterHandlers } from './masterRoutes';
export { customersHandlers, type CustomerCardCall, type CustomerCardHandlers } from './customerRoutes';
export { personAccounts, type PersonAccounts } from './ports';
export { addOrg, assertOrgs } from './organisations';
export { assertPsnTypes, psnTypes } from './references';
export { addCustomer, assertCustomers, type CustQuery } from './customers';
export { activeVisitor, addVisitorPerson, visitorPeoplePage } from './visitors';
export { chronicOptions, healthPeople, latestMeasures, type HealthPeopleQuery, type HealthPersonBasics, type LatestMeasures } from './healthFacts';
export { addHealthReport, healthReportPage } from './healthReports';
export { addChronic } from './chronics';
