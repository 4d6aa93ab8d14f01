/** The health module's face (docs/ARCHITECTURE.md §6): what other modules and the app may use. */
export { healthHandlers } from './routes';
export { healthRecipesHandlers } from './recipeRoutes';
export { addDiet } from './dietPatterns';
export { saveProfile } from './profiles';
export { addNode as addHealthRecipeNode } from './healthRecipes';
export { addDetails as addHealthRecipeDetails } from './healthRecipesDetails';
export { addConsultation } from './consultations';
export { saveSubscription } from './subscriptions';
