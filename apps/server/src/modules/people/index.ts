/**
 * The people module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. In SQL its public
 * read face is the view `people_directory` (migration 0071: a person's name, number, organisation, type, kind,
 * state, validity, face id): other modules' queries join it, never the `customers` table, which only this module writes.
 */
export { peopleHandlers } from './routes';
export { peopleReferenceHandlers } from './referenceRoutes';
export { personsHandlers, type PersonCardCall, type PersonCardHandlers } from './personRoutes';
export { personAccounts, type PersonAccounts } from './ports';
export { addOrg, assertOrgs } from './organisations';
export { assertPsnTypes, psnTypes } from './references';
export { addPerson, assertPeople, type PersonQuery } from './persons';
export { activeVisitor, addVisitorPerson, visitorPeoplePage } from './visitors';
export { chronicOptions, healthPeople, latestMeasures, type HealthPeopleQuery, type HealthPersonBasics, type LatestMeasures } from './healthFacts';
export { addHealthReport, healthReportPage } from './healthReports';
export { addChronic } from './chronics';
export { fileOwnerAccess } from './fileOwners';
